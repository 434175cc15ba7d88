//! The setup panel: the game (or the components of a sum) with its rules and position as
//! typed, random positions, and who plays.

use egui::{Key, Ui};
use grundy::{GameKind, MAX_COMPONENTS};

use crate::controller::{Command, Controller, RANDOM_MAX, RANDOM_PILES};
use crate::games;
use crate::session::Mode;
use crate::setup::{Choice, GameSetup};

/// The fewest components a sum is set up with.
const MIN_COMPONENTS: usize = 2;

/// Shows the setup panel; returns what the user asked for.
pub fn ui(ui: &mut Ui, ctl: &mut Controller) -> Vec<Command> {
    let mut commands = Vec::new();
    ui.spacing_mut().slider_width = 96.0;
    ui.heading("New game");
    let before = ctl.state().setup.choice;
    let setup = &mut ctl.state_mut().setup;
    egui::ComboBox::from_label("Game")
        .selected_text(setup.choice.name())
        .show_ui(ui, |ui| {
            for choice in Choice::all() {
                ui.selectable_value(&mut setup.choice, choice, choice.name());
            }
        });
    if setup.choice != before {
        if let Choice::Game(kind) = setup.choice {
            setup.game.kind = kind;
            setup.game.position_text = games::view(kind).example().to_owned();
        }
        commands.push(Command::NewGame);
    }
    let mut entered = false;
    match setup.choice {
        Choice::Game(_) => entered |= game_fields(ui, &mut setup.game, None),
        Choice::Sum => {
            let count = setup.components.len();
            let mut remove = None;
            for (i, g) in setup.components.iter_mut().enumerate() {
                ui.group(|ui| {
                    let before = g.kind;
                    egui::ComboBox::from_label(format!("Component {}", i + 1))
                        .selected_text(g.kind.name())
                        .show_ui(ui, |ui| {
                            for kind in GameKind::ALL {
                                ui.selectable_value(&mut g.kind, kind, kind.name());
                            }
                        });
                    if g.kind != before {
                        g.position_text = games::view(g.kind).example().to_owned();
                    }
                    entered |= game_fields(ui, g, Some(i));
                    if count > MIN_COMPONENTS
                        && ui.button(format!("Remove component {}", i + 1)).clicked()
                    {
                        remove = Some(i);
                    }
                });
            }
            if let Some(i) = remove {
                setup.components.remove(i);
            }
            if setup.components.len() < MAX_COMPONENTS && ui.button("Add component").clicked() {
                setup.components.push(GameSetup::new(
                    GameKind::Nim,
                    games::view(GameKind::Nim).example(),
                ));
            }
        }
        Choice::Graph => {
            ui.label(
                "Tokens on a directed graph, cycles allowed. Pick a preset or edit the graph in \
                 the play view.",
            );
        }
    }
    let misere = match setup.choice {
        Choice::Game(_) => Some("Misère (last mover loses)"),
        Choice::Sum => Some("Misère (the last mover of the whole sum loses)"),
        // Games on a graph are played under normal play only.
        Choice::Graph => None,
    };
    if let Some(misere) = misere {
        if setup.misere_allowed() {
            ui.checkbox(&mut setup.misere, misere);
        } else {
            // The choice is kept for the games that have misère play, but shown as it
            // applies here: off.
            let mut off = false;
            ui.add_enabled(false, egui::Checkbox::new(&mut off, misere));
            if setup.misere {
                ui.label(
                    "Misère play is not offered for this game (the core knows it for Bash and \
                     Nim): it is played under normal play.",
                );
            }
        }
    }
    if ui.button("Start game").clicked() || entered {
        commands.push(Command::NewGame);
    }
    if let Some(job) = ctl.building() {
        job.progress(ui);
    }
    if let Some(e) = ctl.setup_error() {
        ui.colored_label(ui.visuals().error_fg_color, format!("Error: {e}"));
    }
    ui.add_space(6.0);
    let state = ctl.state_mut();
    let graph = state.setup.choice == Choice::Graph;
    let counts: Vec<Option<usize>> = state
        .setup
        .games()
        .iter()
        .map(|g| g.kind.pile_count())
        .collect();
    if !graph && counts.iter().any(Option::is_none) {
        let staircase = state.setup.games().iter().map(|g| g.kind);
        let steps = staircase.clone().all(|k| k == GameKind::Staircase);
        let some_steps = staircase.clone().any(|k| k == GameKind::Staircase);
        let text = if steps {
            "Steps"
        } else if some_steps {
            "Piles or steps"
        } else {
            "Piles"
        };
        ui.add(egui::Slider::new(&mut state.setup.random_piles, 1..=RANDOM_PILES).text(text));
    }
    if !graph {
        ui.add(egui::Slider::new(&mut state.setup.random_max, 1..=RANDOM_MAX).text("Largest pile"));
    }
    let random = if graph {
        "New random graph"
    } else {
        "New random position"
    };
    if ui.button(random).clicked() {
        commands.push(Command::RandomGame);
    }
    ui.separator();
    ui.heading("Players");
    let players = (state.mode, state.human_first);
    for mode in Mode::ALL {
        ui.radio_value(&mut state.mode, mode, mode.name());
    }
    if state.mode == Mode::VsComputer {
        ui.checkbox(&mut state.human_first, "You move first");
    }
    // A label of its own above each slider: the panel is too narrow for a long label at
    // the slider's side.
    let l = ui.label("Computer skill");
    ui.add(egui::Slider::new(&mut state.skill, 0..=100))
        .labelled_by(l.id)
        .on_hover_text("0: random moves; 100: perfect play (wins whenever it can)");
    if state.mode == Mode::ComputerVsComputer {
        let l = ui.label("Moves per second");
        ui.add(egui::Slider::new(&mut state.speed, 0.25..=10.0).logarithmic(true))
            .labelled_by(l.id);
    }
    if (state.mode, state.human_first) != players {
        commands.push(Command::Players);
    }
    commands
}

/// The rules and position fields of one game (`component` in a sum); returns whether Enter
/// was pressed in one of them.
fn game_fields(ui: &mut Ui, g: &mut GameSetup, component: Option<usize>) -> bool {
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
    // Enter in any field of the game starts it, as the Start game button does.
    let mut entered = false;
    let mut field = |ui: &mut Ui, label: &str, text: &mut String| {
        let l = ui.label(label);
        let response = ui.text_edit_singleline(text).labelled_by(l.id);
        entered |= response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    };
    if g.kind == GameKind::Bash {
        field(ui, &name("k (largest take)"), &mut g.k_text);
    }
    if g.kind == GameKind::SetNim {
        field(ui, &name("Subtraction set S"), &mut g.set_text);
    }
    if g.kind == GameKind::Octal {
        field(
            ui,
            &name("Octal code (Kayles 0.77, Dawson's Kayles 0.07)"),
            &mut g.code_text,
        );
    }
    let help = games::view(g.kind).position_help();
    field(
        ui,
        &name(&format!("Position ({help})")),
        &mut g.position_text,
    );
    entered
}
