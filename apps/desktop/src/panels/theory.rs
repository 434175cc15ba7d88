//! The theory tab: the rule, the theorem and why it holds, for each game and for sums.

use egui::Ui;
use grundy::GameKind;
use grundy_i18n::{Lang, Localize, tr};

use crate::games;

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
    pub fn ui(&mut self, ui: &mut Ui, playing: Page, lang: Lang) {
        egui::ScrollArea::vertical().show(ui, |ui| {
            let shown = self.picked.unwrap_or(playing);
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!(lang, "theory-of"));
                let pages = GameKind::ALL
                    .into_iter()
                    .map(Page::Game)
                    .chain([Page::Sums, Page::Graph]);
                for page in pages {
                    if ui
                        .selectable_label(page == shown, name(page, lang))
                        .clicked()
                    {
                        self.picked = Some(page);
                    }
                }
            });
            ui.separator();
            match self.picked.unwrap_or(playing) {
                Page::Game(kind) => {
                    let title = name(page_of(kind), lang);
                    games::show_theory(ui, &title, Some(kind), "", lang);
                }
                Page::Sums => games::show_theory(ui, &name(Page::Sums, lang), None, "sums", lang),
                Page::Graph => {
                    games::show_theory(ui, &name(Page::Graph, lang), None, "graph", lang);
                }
            }
        });
    }
}

fn page_of(kind: GameKind) -> Page {
    Page::Game(kind)
}

/// A page's name in `lang`.
fn name(page: Page, lang: Lang) -> String {
    match page {
        Page::Game(kind) => kind.localize(lang),
        Page::Sums => tr!(lang, "theory-sums"),
        Page::Graph => tr!(lang, "theory-graphs"),
    }
}
