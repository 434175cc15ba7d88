//! The setup panel: the game (or the components of a sum) with its rules and position as
//! typed, random positions, and who plays. The form is the controller's (it persists and
//! the controller fills it with random positions): the panel edits a copy and returns the
//! edited form as a command.

use egui::{Key, Ui};
use grundy::GameKind;
use grundy::sum::MAX_COMPONENTS;
use grundy_i18n::{Lang, Localize, tr};

use crate::control::{Command, Controller, Playing, RANDOM_MAX, RANDOM_PILES};
use crate::model::setup::{Choice, GameSetup};
use crate::model::turns::Mode;
use crate::ui::widgets::progress;
use crate::ui::{boards, script};

/// The fewest components a sum is set up with.
const MIN_COMPONENTS: usize = 2;

/// Shows the setup panel; returns what the user asked for.
pub fn ui(ui: &mut Ui, ctl: &Controller, lang: Lang) -> Vec<Command> {
    let mut commands = Vec::new();
    ui.spacing_mut().slider_width = 96.0;
    ui.heading(tr!(lang, "setup-heading"));
    let play = ctl.play();
    let before = play.setup.choice;
    let mut form = play.setup.clone();
    let setup = &mut form;
    egui::ComboBox::from_label(tr!(lang, "setup-game"))
        .selected_text(setup.choice.label(lang))
        // Tall enough for every choice without scrolling.
        .height(400.0)
        .show_ui(ui, |ui| {
            for choice in Choice::all() {
                ui.selectable_value(&mut setup.choice, choice, choice.label(lang));
            }
        });
    if setup.choice != before {
        if let Choice::Game(kind) = setup.choice {
            setup.game.kind = kind;
            setup.game.position_text = boards::view(kind).example().to_owned();
        }
        commands.push(Command::NewGame);
    }
    let mut entered = false;
    match setup.choice {
        Choice::Game(_) => entered |= game_fields(ui, &mut setup.game, None, lang),
        Choice::Sum => {
            let count = setup.components.len();
            let mut remove = None;
            for (i, g) in setup.components.iter_mut().enumerate() {
                ui.group(|ui| {
                    let before = g.kind;
                    egui::ComboBox::from_label(tr!(
                        lang,
                        "setup-component",
                        component = i as u64 + 1
                    ))
                    .selected_text(g.kind.localize(lang))
                    .show_ui(ui, |ui| {
                        for kind in GameKind::ALL {
                            ui.selectable_value(&mut g.kind, kind, kind.localize(lang));
                        }
                    });
                    if g.kind != before {
                        g.position_text = boards::view(g.kind).example().to_owned();
                    }
                    entered |= game_fields(ui, g, Some(i), lang);
                    if count > MIN_COMPONENTS
                        && ui
                            .button(tr!(
                                lang,
                                "setup-remove-component",
                                component = i as u64 + 1
                            ))
                            .clicked()
                    {
                        remove = Some(i);
                    }
                });
            }
            if let Some(i) = remove {
                setup.components.remove(i);
            }
            if setup.components.len() < MAX_COMPONENTS
                && ui.button(tr!(lang, "setup-add-component")).clicked()
            {
                setup.components.push(GameSetup::new(
                    GameKind::Nim,
                    boards::view(GameKind::Nim).example(),
                ));
            }
        }
        Choice::Graph => {
            ui.label(tr!(lang, "setup-graph-about"));
        }
        Choice::Script => {
            let mark = ctl
                .setup_error()
                .and_then(|e| e.script_mark(&setup.script.source));
            entered |= script::setup_fields(ui, &mut setup.script, mark, lang);
        }
    }
    let misere = match setup.choice {
        Choice::Game(_) => Some(tr!(lang, "setup-misere-game")),
        Choice::Sum => Some(tr!(lang, "setup-misere-sum")),
        // Games on a graph are played under normal play only.
        Choice::Graph | Choice::Script => None,
    };
    if let Some(misere) = misere {
        if setup.misere_allowed() {
            ui.checkbox(&mut setup.misere, misere);
        } else {
            // The choice is kept for the games that have misère play, but shown as it
            // applies here: off.
            let mut off = false;
            ui.add_enabled(false, egui::Checkbox::new(&mut off, misere))
                .on_disabled_hover_text(tr!(lang, "setup-misere-not-offered"));
            if setup.misere {
                ui.label(tr!(lang, "setup-misere-not-offered"));
            }
        }
    }
    // The form as edited goes first, so that a start reads what is typed now.
    let start = ui.button(tr!(lang, "setup-start")).clicked() || entered;
    if let Some(job) = ctl.building() {
        progress(ui, job, lang);
    }
    // Beside a game of piles the refusal shows in the play view, in place of the board; a
    // game on a graph has none, and a script's is also said here, under its editor.
    if let Some(e) = ctl
        .setup_error()
        .filter(|_| ctl.play().playing == Playing::Graph || setup.choice == Choice::Script)
    {
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!(lang, "error-line", error = e.localize(lang)),
        );
    }
    ui.add_space(6.0);
    let graph = setup.choice == Choice::Graph;
    let script = setup.choice == Choice::Script;
    let counts: Vec<Option<usize>> = setup.games().iter().map(|g| g.kind.pile_count()).collect();
    if !graph && !script && counts.iter().any(Option::is_none) {
        let staircase = setup.games().iter().map(|g| g.kind);
        let steps = staircase.clone().all(|k| k == GameKind::Staircase);
        let some_steps = staircase.clone().any(|k| k == GameKind::Staircase);
        let text = tr!(
            lang,
            if steps {
                "setup-steps"
            } else if some_steps {
                "setup-piles-or-steps"
            } else {
                "setup-piles"
            }
        );
        ui.add(egui::Slider::new(&mut setup.random_piles, 1..=RANDOM_PILES).text(text));
    }
    if !graph && !script {
        ui.add(
            egui::Slider::new(&mut setup.random_max, 1..=RANDOM_MAX)
                .text(tr!(lang, "setup-largest-pile")),
        );
    }
    let random = if graph {
        "setup-random-graph"
    } else {
        "setup-random"
    };
    // A script's positions are the script's own: there is no random one to draw.
    let random = !script && ui.button(tr!(lang, random)).clicked();
    if form != play.setup {
        commands.insert(0, Command::Form(form));
    }
    if start {
        commands.push(Command::NewGame);
    }
    if random {
        commands.push(Command::RandomGame);
    }
    ui.separator();
    ui.heading(tr!(lang, "setup-players"));
    let (mut mode, mut human_first) = (play.mode, play.human_first);
    for m in Mode::ALL {
        ui.radio_value(&mut mode, m, m.label(lang));
    }
    if mode == Mode::VsComputer {
        ui.checkbox(&mut human_first, tr!(lang, "setup-human-first"));
    }
    if (mode, human_first) != (play.mode, play.human_first) {
        commands.push(Command::Players { mode, human_first });
    }
    // A label of its own above each slider: the panel is too narrow for a long label at
    // the slider's side.
    let l = ui.label(tr!(lang, "setup-skill"));
    let mut skill = play.skill;
    ui.add(egui::Slider::new(&mut skill, 0..=100))
        .labelled_by(l.id)
        .on_hover_text(tr!(lang, "setup-skill-hover"));
    if skill != play.skill {
        commands.push(Command::Skill(skill));
    }
    if mode == Mode::ComputerVsComputer {
        let l = ui.label(tr!(lang, "setup-speed"));
        let mut speed = play.speed;
        ui.add(egui::Slider::new(&mut speed, 0.25..=10.0).logarithmic(true))
            .labelled_by(l.id);
        if speed != play.speed {
            commands.push(Command::Speed(speed));
        }
    }
    commands
}

/// The rules and position fields of one game (`component` in a sum); returns whether Enter
/// was pressed in one of them.
fn game_fields(ui: &mut Ui, g: &mut GameSetup, component: Option<usize>, lang: Lang) -> bool {
    // "Position (…)" for one game, "Component 2: position (…)" in a sum.
    let name = |what: &str| match component {
        Some(i) => {
            let mut chars = what.chars();
            let first: String = chars
                .next()
                .map(|c| c.to_lowercase().collect())
                .unwrap_or_default();
            format!("Component {}: {first}{}", i + 1, chars.as_str())
        }
        None => what.to_owned(),
    };
    // Another language than English: its messages, with the component's number (0 for a
    // game alone).
    let number = component.map_or(0, |i| i as u64 + 1);
    let name_in = |id: &str, english: &str| -> String {
        if lang == Lang::En {
            name(english)
        } else {
            tr!(lang, id, component = number)
        }
    };
    // Enter in any field of the game starts it, as the Start game button does.
    let mut entered = false;
    let mut field = |ui: &mut Ui, label: &str, text: &mut String| {
        let l = ui.label(label);
        let response = ui.text_edit_singleline(text).labelled_by(l.id);
        entered |= response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    };
    if g.kind == GameKind::Bash {
        field(
            ui,
            &name_in("setup-field-k", "k (largest take)"),
            &mut g.k_text,
        );
    }
    if g.kind == GameKind::SetNim {
        field(
            ui,
            &name_in("setup-field-set", "Subtraction set S"),
            &mut g.set_text,
        );
    }
    if g.kind == GameKind::Octal {
        field(
            ui,
            &name_in(
                "setup-field-code",
                "Octal code (Kayles 0.77, Dawson's Kayles 0.07)",
            ),
            &mut g.code_text,
        );
    }
    let view = boards::view(g.kind);
    let label = if lang == Lang::En {
        name(&format!("Position ({})", view.position_help()))
    } else {
        let help_id = match g.kind {
            GameKind::Bash => "position-help-bash",
            GameKind::Octal | GameKind::Grundy => "position-help-heaps",
            GameKind::Staircase => "position-help-steps",
            GameKind::Wythoff => "position-help-wythoff",
            _ => "position-help-piles",
        };
        let help = tr!(lang, help_id, example = view.example());
        tr!(
            lang,
            "setup-field-position",
            component = number,
            help = help
        )
    };
    field(ui, &label, &mut g.position_text);
    entered
}
