//! `grundy sg`: which game's table to print. Each game's table is laid out elsewhere:
//! Set Nim, Split Nim and Bash in `table.rs`, Wythoff's game in `wythoff.rs`, octal games
//! and Grundy's game in `frontier.rs`, graphs in `graph.rs`, scripts in `script.rs`.

use crate::cli::{SgArgs, SgGame};
use crate::error::Failure;

pub fn run(args: &SgArgs) -> Result<(), Failure> {
    let format = args.format;
    match &args.game {
        SgGame::Set {
            set,
            upto,
            period: _,
        } => crate::table::set(format, set, *upto),
        SgGame::Split { upto } => crate::table::split(format, *upto),
        SgGame::Bash { k, upto } => crate::table::bash(format, *k, *upto),
        SgGame::Wythoff { size } => crate::wythoff::table(format, *size),
        SgGame::Turtles { upto } => crate::classics::turtles(format, *upto),
        SgGame::Ruler { upto } => crate::classics::ruler(format, *upto),
        SgGame::Euclid { size } => crate::classics::euclid(format, *size),
        SgGame::Corners { size } => crate::classics::corners(format, *size),
        SgGame::Graph { file, memory } => crate::graph::run(format, file.as_deref(), *memory),
        SgGame::Script {
            file,
            upto,
            period,
            budget,
        } => crate::script::sg(format, file, *upto, *period, *budget),
        SgGame::Octal {
            code, upto, table, ..
        } => crate::frontier::octal(format, code, *upto, table),
        SgGame::Grundy { upto, table } => crate::frontier::grundy(format, *upto, table),
    }
}
