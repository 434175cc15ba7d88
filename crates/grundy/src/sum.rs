//! Sums of games: the Sprague–Grundy theorem itself.
//!
//! A position of a sum is a position in each of its components, each of any game with its
//! own rules; a move is a move in exactly one component, and the game ends when no
//! component has a move. Under normal play the value of a sum is the XOR of the values of
//! its components (Sprague 1935, Grundy 1939): every impartial game is equivalent to a Nim
//! heap of its value, and a sum of Nim heaps is solved by Bouton's XOR rule. A winning move
//! is, in a component of value gᵢ, a move to value gᵢ ⊕ X, X the XOR of all the values.

use heapless::Vec;

use crate::any::AnyGame;
use crate::any::{AnyMove, AnyPosition, Inline, Storage};
use crate::error::{ComponentsError, GrundyError, IllegalMove, PlayError, SumError};
use crate::game::{Convention, FromNumbers, Game, Outcome};
use crate::games::nim::Nim;
use crate::nimber::Nimber;

mod position;
pub use position::{SumMove, SumPosition, SumPositionError};

/// How many components a sum holds.
///
/// Eight components side by side is what a screen shows and a person follows; a position
/// of eight rows of [`crate::piles::MAX_PILES`] piles is about 2 KiB, still cheap to copy at every
/// level of a search.
pub const MAX_COMPONENTS: usize = 8;

/// A sum of games: up to [`MAX_COMPONENTS`] components, each any game with its own rules.
///
/// ```
/// use grundy::{AnyGame, Convention, Game, GameSpec, Outcome, Sum};
/// use grundy::any::Inline;
///
/// let storage = Inline;
/// let nim: AnyGame = AnyGame::build(&GameSpec::Nim { convention: Convention::Normal }, &[3, 4, 5], &storage)?;
/// let wythoff = AnyGame::build(&GameSpec::Wythoff, &[4, 7], &storage)?;
/// let sum = Sum::new([nim, wythoff], Convention::Normal)?;
/// let p = sum.position(&[&[3, 4, 5], &[4, 7]])?;
/// // Nim 3 4 5 has value 2 and Wythoff (4, 7) value 0: the sum is an N-position.
/// assert_eq!(sum.grundy(&p)?, 2);
/// assert_eq!(sum.try_outcome(&p)?, Outcome::N);
/// for mv in sum.winning_moves(&p) {
///     println!("{mv}"); // in component 1: take 2 from pile 1
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Sum<S: Storage = Inline> {
    parts: Vec<AnyGame<S>, MAX_COMPONENTS>,
    convention: Convention,
}

impl<S: Storage> Sum<S> {
    /// The sum of `games`, played under `convention`.
    ///
    /// Each component keeps its own rules. Under misère play a sum of one component whose
    /// misère theory the core knows (Bash and Nim) is that game in misère play; any other
    /// misère sum, of one component or more, is solved when every component's position plays
    /// as Nim heaps ([`AnyGame::nim_heaps`]), and its outcome is otherwise an error, never a
    /// guess, which a search ([`crate::engine::strategy::solve`]) settles. The components' own
    /// conventions are replaced by `convention`.
    ///
    /// # Errors
    /// [`ComponentsError::NoComponents`] or [`ComponentsError::TooManyComponents`].
    pub fn new(
        games: impl IntoIterator<Item = AnyGame<S>>,
        convention: Convention,
    ) -> Result<Self, ComponentsError> {
        let mut parts = Vec::new();
        for game in games {
            parts
                .push(game)
                .map_err(|_| ComponentsError::TooManyComponents {
                    capacity: MAX_COMPONENTS,
                })?;
        }
        if parts.is_empty() {
            return Err(ComponentsError::NoComponents);
        }
        let one = parts.len() == 1;
        for part in parts.iter_mut() {
            let wanted = if one && part.kind().supports_misere() {
                convention
            } else {
                Convention::Normal
            };
            part.set_convention(wanted);
        }
        Ok(Self { parts, convention })
    }

    /// The components' rules.
    pub fn components(&self) -> &[AnyGame<S>] {
        &self.parts
    }

    /// The position made of the numbers of each component.
    ///
    /// # Errors
    /// [`SumPositionError`] naming the component whose numbers are not a position of its
    /// game, or the count when it differs from the number of components.
    pub fn position(&self, parts: &[&[u64]]) -> Result<SumPosition, SumPositionError> {
        if parts.len() != self.parts.len() {
            return Err(SumPositionError {
                component: parts.len(),
                error: None,
            });
        }
        let mut positions = Vec::new();
        for (component, (game, numbers)) in self.parts.iter().zip(parts).enumerate() {
            let p = game.position(numbers).map_err(|e| SumPositionError {
                component,
                error: Some(e),
            })?;
            // Both have MAX_COMPONENTS room and `parts` is no longer than `self.parts`.
            let _ = positions.push(p);
        }
        Ok(SumPosition { parts: positions })
    }

    /// The Grundy value of each component (normal play).
    pub fn values<'a>(
        &'a self,
        position: &'a SumPosition,
    ) -> impl Iterator<Item = Result<Nimber, GrundyError>> + 'a {
        self.parts
            .iter()
            .zip(&position.parts)
            .map(|(g, p)| g.grundy(p))
    }

    /// The Grundy value of the sum: the XOR of its components' values (normal play).
    fn value(&self, position: &SumPosition) -> Result<Nimber, SumError> {
        self.values(position)
            .enumerate()
            .try_fold(Nimber::ZERO, |x, (component, v)| {
                let v = if self.convention == Convention::Misere {
                    Err(GrundyError::Misere)
                } else {
                    v
                };
                v.map(|v| x ^ v)
                    .map_err(|error| SumError::Component { component, error })
            })
    }

    /// The one component, when the sum plays exactly as it: under normal play, or under
    /// misère play when the component is in misère play itself (Bash and Nim).
    fn alone(&self) -> Option<&AnyGame<S>> {
        match self.parts.as_slice() {
            [game]
                if self.convention == Convention::Normal
                    || game.convention() == self.convention =>
            {
                Some(game)
            }
            _ => None,
        }
    }

    /// Under normal play, the component whose value is unknown when it is the only one and
    /// the others' values XOR to 0: then the sum plays exactly as that component, and its
    /// outcome and winning moves are the component's own.
    fn alone_unknown(&self, position: &SumPosition) -> Option<usize> {
        let mut unknown = None;
        let mut x = Nimber::ZERO;
        for (i, v) in self.values(position).enumerate() {
            match v {
                Ok(v) => x ^= v,
                Err(_) if unknown.is_none() => unknown = Some(i),
                Err(_) => return None,
            }
        }
        unknown.filter(|_| x.is_zero())
    }

    /// Under misère play of several components, the Nim heaps of every component, when each
    /// plays as Nim; else the first component that does not.
    fn misere_heaps<'a>(
        &'a self,
        position: &'a SumPosition,
    ) -> Result<impl Iterator<Item = u64> + Clone + 'a, SumError> {
        for (component, (g, p)) in self.parts.iter().zip(&position.parts).enumerate() {
            if g.nim_heaps(p).is_none() {
                return Err(SumError::MisereUnknown { component });
            }
        }
        Ok(self
            .parts
            .iter()
            .zip(&position.parts)
            .flat_map(|(g, p)| g.nim_heaps(p).unwrap_or(&[]).iter().copied()))
    }

    /// Every move to a position of the sum of Grundy value `value` (normal play): in
    /// component i, the moves to value gᵢ ⊕ X ⊕ `value`.
    fn moves_to_value<'a>(
        &'a self,
        position: &'a SumPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = SumMove> + 'a, SumError> {
        let x = self.value(position)?;
        // Check every component can list its moves before yielding any.
        for (component, (g, p)) in self.parts.iter().zip(&position.parts).enumerate() {
            let gi = g
                .grundy(p)
                .map_err(|error| SumError::Component { component, error })?;
            if let Err(error) = g.moves_to(p, gi ^ x ^ value) {
                return Err(SumError::Component { component, error });
            }
        }
        Ok(self.parts.iter().zip(&position.parts).enumerate().flat_map(
            move |(component, (g, p))| {
                // Checked above: every component has a value.
                let gi = g.grundy(p).unwrap_or(Nimber::ZERO);
                // Checked above: every component lists its moves.
                let moves = g.moves_to(p, gi ^ x ^ value).ok();
                OneOf3::<_, core::iter::Empty<AnyMove>, core::iter::Empty<AnyMove>>::new(
                    moves, None, None,
                )
                .map(move |mv| SumMove { component, mv })
            },
        ))
    }
}

impl<S: Storage> AnyGame<S> {
    /// Switches to `convention`: Bash and Nim, the games whose misère play the core knows
    /// (`GameKind::supports_misere`); the others are only ever played normally here.
    fn set_convention(&mut self, convention: Convention) {
        match self {
            Self::Bash(b) => *b = b.under(convention),
            Self::Nim(n) => *n = Nim::with_convention(convention),
            _ => {}
        }
    }
}

impl<S: Storage> Game for Sum<S> {
    type Position = SumPosition;
    type Move = SumMove;
    type Unknown = SumError;
    type ValueError = SumError;

    fn convention(&self) -> Convention {
        self.convention
    }

    /// Every legal move, lazily: component by component.
    fn moves<'a>(&'a self, position: &'a SumPosition) -> impl Iterator<Item = SumMove> + 'a {
        self.parts
            .iter()
            .zip(&position.parts)
            .enumerate()
            .flat_map(|(component, (g, p))| g.moves(p).map(move |mv| SumMove { component, mv }))
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// The position back, unchanged, with the reason when `mv` is illegal.
    fn play(
        &self,
        mut position: SumPosition,
        mv: SumMove,
    ) -> Result<SumPosition, PlayError<SumPosition>> {
        let (Some(game), Some(slot)) = (
            self.parts.get(mv.component),
            position.parts.get_mut(mv.component),
        ) else {
            return Err(PlayError {
                position,
                reason: crate::error::IllegalMove::NoSuchComponent {
                    index: mv.component,
                    components: self.parts.len(),
                },
            });
        };
        let part = core::mem::replace(slot, AnyPosition::Piles(crate::piles::Piles::default()));
        match game.play(part, mv.mv) {
            Ok(after) => {
                *slot = after;
                Ok(position)
            }
            Err(e) => {
                *slot = e.position;
                Err(PlayError {
                    position,
                    reason: e.reason,
                })
            }
        }
    }

    /// Whether no component has a move (a move that cannot be held is a move: see
    /// [`Game::unlisted`]).
    fn is_terminal(&self, position: &SumPosition) -> bool {
        self.parts
            .iter()
            .zip(&position.parts)
            .all(|(g, p)| g.is_terminal(p))
    }

    /// Why some legal moves of `position` are missing from [`Sum::moves`]: the first
    /// component's reason ([`Game::unlisted`]), or `None` when every move is listed.
    fn unlisted(&self, position: &SumPosition) -> Option<IllegalMove> {
        self.parts
            .iter()
            .zip(&position.parts)
            .find_map(|(g, p)| g.unlisted(p))
    }

    /// Who wins with perfect play, exact whenever the theory knows the answer: a sum of one
    /// component is that game (under misère play, when the core knows its misère theory);
    /// under normal play, the XOR of the values (or, when one value is unknown and the
    /// others' XOR is 0, that component's own outcome); under misère play of several
    /// components, Bouton's misère rule when every component plays as Nim heaps.
    ///
    /// # Errors
    /// [`SumError`] naming the component whose value is needed and unknown, or the first
    /// component that is not Nim-like in a misère sum.
    fn try_outcome(&self, position: &SumPosition) -> Result<Outcome, SumError> {
        if let (Some(game), [p]) = (self.alone(), position.parts.as_slice()) {
            return Ok(game.outcome(p));
        }
        if self.is_terminal(position) {
            return Ok(self.convention.outcome_at_end());
        }
        match self.convention {
            Convention::Normal => match self.grundy(position) {
                Ok(x) => Ok(Outcome::from_grundy(x)),
                Err(e) => match self.alone_unknown(position) {
                    Some(i) => match (self.parts.get(i), position.parts.get(i)) {
                        (Some(g), Some(p)) => Ok(g.outcome(p)),
                        _ => Err(e),
                    },
                    None => Err(e),
                },
            },
            Convention::Misere => {
                let heaps = self.misere_heaps(position)?;
                Ok(Nim::outcome_of(Convention::Misere, heaps))
            }
        }
    }

    /// Every move to a P-position, lazily; none from a P-position or when the outcome is
    /// unknown.
    fn winning_moves<'a>(
        &'a self,
        position: &'a SumPosition,
    ) -> impl Iterator<Item = SumMove> + 'a {
        let winning = self.try_outcome(position) == Ok(Outcome::N);
        // Which rule of the theory gives the moves; one lazy stream of the three.
        let rule = if !winning {
            None
        } else if self.alone().is_some() {
            Some(Winning::Component(0))
        } else if self.convention == Convention::Misere {
            Some(Winning::Misere)
        } else if let Some(i) = self.alone_unknown(position) {
            Some(Winning::Component(i))
        } else {
            Some(Winning::Xor)
        };
        let component = match rule {
            Some(Winning::Component(i)) => self.component_winning(position, i),
            _ => None,
        };
        let xor = match rule {
            Some(Winning::Xor) => self.moves_to_value(position, Nimber::ZERO).ok(),
            _ => None,
        };
        let misere = match rule {
            Some(Winning::Misere) => self.misere_winning(position),
            _ => None,
        };
        OneOf3::new(component, xor, misere)
    }

    /// The position with each component in its canonical form (the key of a search).
    fn canonical(&self, position: &SumPosition) -> SumPosition {
        let mut parts = Vec::new();
        for (g, p) in self.parts.iter().zip(&position.parts) {
            let _ = parts.push(g.canonical(p));
        }
        SumPosition { parts }
    }
    /// The Grundy value of the sum: the XOR of its components' values (normal play).
    ///
    /// # Errors
    /// [`SumError::Component`] naming the first component whose value cannot be computed
    /// (under misère play, every component: values describe normal play).
    fn grundy(&self, position: &SumPosition) -> Result<Nimber, SumError> {
        self.value(position)
    }

    /// Every move to a position of the sum of Grundy value `value` (normal play): in
    /// component i, the moves to value gᵢ ⊕ X ⊕ `value`.
    ///
    /// # Errors
    /// [`SumError::Component`] when a component's value, or the values of its options,
    /// cannot be computed.
    fn moves_to<'a>(
        &'a self,
        position: &'a SumPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = SumMove> + 'a, SumError> {
        self.moves_to_value(position, value)
    }

    /// A legal move drawn from `rng`: a random component with a move, then a random move
    /// in it; `None` at a terminal position.
    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &SumPosition,
        rng: &mut R,
    ) -> Option<SumMove> {
        let n = self.parts.len();
        let start = usize::try_from(crate::rng::below(rng, n as u64)).unwrap_or(0);
        (0..n).map(|i| (start + i) % n).find_map(|component| {
            let g = self.parts.get(component)?;
            let p = position.parts.get(component)?;
            g.random_move(p, rng).map(|mv| SumMove { component, mv })
        })
    }
}

impl<S: Storage> Sum<S> {
    /// The winning moves of component `i` alone, as moves of the sum.
    fn component_winning<'a>(
        &'a self,
        position: &'a SumPosition,
        component: usize,
    ) -> Option<impl Iterator<Item = SumMove> + 'a> {
        let g = self.parts.get(component)?;
        let p = position.parts.get(component)?;
        Some(g.winning_moves(p).map(move |mv| SumMove { component, mv }))
    }

    /// The winning moves of a misère sum of Nim-like components: each heap moved to the
    /// sizes Bouton's misère rule may need (h ⊕ X, 0 or 1), kept when the result is a
    /// P-position. The rule needs only the XOR, the number of heaps of 1 and the number of
    /// larger heaps, so each candidate is checked in constant time.
    fn misere_winning<'a>(
        &'a self,
        position: &'a SumPosition,
    ) -> Option<impl Iterator<Item = SumMove> + 'a> {
        let (x, ones, bigs) = self
            .misere_heaps(position)
            .ok()?
            .fold((0u64, 0usize, 0usize), |(x, ones, bigs), h| {
                (x ^ h, ones + usize::from(h == 1), bigs + usize::from(h > 1))
            });
        Some(self.parts.iter().zip(&position.parts).enumerate().flat_map(
            move |(component, (g, p))| {
                let own = g.nim_heaps(p).unwrap_or(&[]);
                own.iter().enumerate().flat_map(move |(heap, &size)| {
                    let targets = [size ^ x, 0, 1];
                    targets
                        .into_iter()
                        .enumerate()
                        .filter_map(move |(k, left)| {
                            let fresh = !targets.iter().take(k).any(|&t| t == left);
                            if !fresh || left >= size {
                                return None;
                            }
                            let x = x ^ size ^ left;
                            let ones = ones - usize::from(size == 1) + usize::from(left == 1);
                            let bigs = bigs - usize::from(size > 1) + usize::from(left > 1);
                            let loses = if bigs == 0 { ones % 2 == 1 } else { x == 0 };
                            let mv = g.nim_heap_move(p, heap, left)?;
                            loses.then_some(SumMove { component, mv })
                        })
                })
            },
        ))
    }
}

/// Which rule of the theory gives a sum's winning moves.
#[derive(Clone, Copy)]
enum Winning {
    /// The winning moves of one component (the only one, or the one whose value is
    /// unknown while the others' XOR is 0).
    Component(usize),
    /// The XOR rule.
    Xor,
    /// Bouton's misère rule over Nim-like components.
    Misere,
}

/// One of three iterators (or none), without the size of all three.
enum OneOf3<A, B, C> {
    A(A),
    B(B),
    C(C),
    None,
}

impl<A, B, C> OneOf3<A, B, C> {
    fn new(a: Option<A>, b: Option<B>, c: Option<C>) -> Self {
        match (a, b, c) {
            (Some(a), _, _) => Self::A(a),
            (_, Some(b), _) => Self::B(b),
            (_, _, Some(c)) => Self::C(c),
            _ => Self::None,
        }
    }
}

impl<T, A, B, C> Iterator for OneOf3<A, B, C>
where
    A: Iterator<Item = T>,
    B: Iterator<Item = T>,
    C: Iterator<Item = T>,
{
    type Item = T;

    fn next(&mut self) -> Option<T> {
        match self {
            Self::A(i) => i.next(),
            Self::B(i) => i.next(),
            Self::C(i) => i.next(),
            Self::None => None,
        }
    }
}
