//! The theory tab: the rule, the theorem and why it holds, for each game and for sums.

use egui::Ui;
use grundy::GameKind;

use crate::games::{self, SUMS};

/// A page of the theory tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// One game.
    Game(GameKind),
    /// Sums of games: the Sprague–Grundy theorem.
    Sums,
    /// Games on graphs: the generalized Sprague–Grundy function.
    Graph,
}

/// The theory tab; it remembers the page picked here, which leaves the game alone.
#[derive(Debug, Default)]
pub struct TheoryPanel {
    picked: Option<Page>,
}

impl TheoryPanel {
    /// Forgets the page picked, so that the tab shows the game being played.
    pub fn follow_game(&mut self) {
        self.picked = None;
    }

    /// Shows the page picked, or else `playing`.
    pub fn ui(&mut self, ui: &mut Ui, playing: Page) {
        egui::ScrollArea::vertical().show(ui, |ui| {
            let shown = self.picked.unwrap_or(playing);
            ui.horizontal_wrapped(|ui| {
                ui.label("Theory of:");
                let pages = GameKind::ALL
                    .into_iter()
                    .map(Page::Game)
                    .chain([Page::Sums, Page::Graph]);
                for page in pages {
                    if ui.selectable_label(page == shown, name(page)).clicked() {
                        self.picked = Some(page);
                    }
                }
            });
            ui.separator();
            match self.picked.unwrap_or(playing) {
                Page::Game(kind) => {
                    games::show_theory(ui, kind.name(), Some(kind), &games::view(kind).theory());
                }
                Page::Sums => games::show_theory(ui, name(Page::Sums), None, &SUMS),
                Page::Graph => {
                    games::show_theory(ui, name(Page::Graph), None, &games::graph::THEORY);
                }
            }
        });
    }
}

fn name(page: Page) -> &'static str {
    match page {
        Page::Game(kind) => kind.name(),
        Page::Sums => "Sums of games",
        Page::Graph => "Games on graphs",
    }
}
