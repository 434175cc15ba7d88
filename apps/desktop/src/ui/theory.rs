//! The theory tab: the rule, the theorem and why it holds, for each game and for sums.

use egui::Ui;
use grundy::GameKind;
use grundy_i18n::{Lang, Localize, tr};

use crate::model::classics::ClassicKind;

/// A page of the theory tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// One game.
    Game(GameKind),
    /// Sums of games: the Sprague–Grundy theorem.
    Sums,
    /// Games on graphs: the generalized Sprague–Grundy function.
    Graph,
    /// A classic game beyond the judge problems (played in the explorer).
    Classic(ClassicKind),
    /// Every-SG: a move in every component.
    Every,
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
                    .chain([Page::Sums, Page::Graph])
                    .chain(ClassicKind::ALL.into_iter().map(Page::Classic))
                    .chain([Page::Every]);
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
                    show_theory(ui, &title, Some(kind), "", lang);
                }
                Page::Sums => show_theory(ui, &name(Page::Sums, lang), None, "sums", lang),
                Page::Graph => {
                    show_theory(ui, &name(Page::Graph, lang), None, "graph", lang);
                }
                page @ Page::Classic(kind) => {
                    show_theory(ui, &name(page, lang), None, kind.key(), lang);
                }
                Page::Every => show_theory(ui, &name(Page::Every, lang), None, "every", lang),
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
        Page::Classic(kind) => grundy_i18n::tr(lang, &format!("classics-name-{}", kind.key()), &[]),
        Page::Every => tr!(lang, "theory-every"),
    }
}

/// Shows the theory of `kind` (one game), or else of the page `page` (`sums`, `graph`),
/// under `title` in `lang`: the rule, the theorem and why it holds, from the messages
/// `theory-<page>-rule`, `-theorem` and `-why`, and the judge problems of one game.
fn show_theory(ui: &mut Ui, title: &str, kind: Option<GameKind>, page: &str, lang: Lang) {
    let page: &str = match kind {
        Some(kind) => kind_key(kind),
        None => page,
    };
    let text = |part: &str| grundy_i18n::tr(lang, &format!("theory-{page}-{part}"), &[]);
    // Lines of a readable length, however wide the window.
    ui.vertical(|ui| {
        ui.set_max_width(760.0);
        ui.heading(title);
        ui.add_space(4.0);
        ui.strong(tr!(lang, "theory-rule"));
        ui.label(text("rule"));
        ui.add_space(6.0);
        ui.strong(tr!(lang, "theory-theorem"));
        ui.label(text("theorem"));
        ui.add_space(6.0);
        ui.strong(tr!(lang, "theory-why"));
        ui.label(text("why"));
        let Some(kind) = kind else { return };
        let problems: Vec<&str> = grundy_judge::Problem::for_game(kind)
            .map(grundy_judge::Problem::id)
            .collect();
        if !problems.is_empty() {
            ui.add_space(6.0);
            ui.strong(tr!(lang, "theory-judge"));
            ui.label(grundy_i18n::join(lang, &problems));
        }
        if kind.supports_misere() {
            ui.add_space(6.0);
            ui.label(tr!(lang, "theory-misere"));
        }
    });
}

/// A game's key in the theory messages (`theory-<key>-rule`).
fn kind_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Bash => "bash",
        GameKind::Wythoff => "wythoff",
        GameKind::Nim => "nim",
        GameKind::Staircase => "staircase",
        GameKind::SetNim => "set-nim",
        GameKind::SplitNim => "split-nim",
        GameKind::Octal => "octal",
        GameKind::Grundy => "grundy",
    }
}
