//! A game as the app describes it before the core builds it: each component's rules (the
//! core's [`GameSpec`]), the convention of the whole and the numbers of the start position.

use grundy::{Convention, GameSpec};

/// A game read from the form: each component's rules (normal play: the convention is the
/// whole game's) and start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The rules of each component.
    pub specs: Vec<GameSpec>,
    /// Normal or misère play of the whole.
    pub convention: Convention,
    /// The numbers of each component's start position.
    pub start: Vec<Vec<u64>>,
}
