"""Sprague-Grundy theory, exact for every position that fits in 64 bits, computed by grundy's
Rust core: Grundy tables as numpy arrays, certified periods, hints for positions and sums,
games given as graphs, and games given as Python functions."""

from typing import Any, Callable, Iterable, Literal, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

__version__: str

Position = Tuple[int, ...]
"""A position: a tuple of ints, each from 0 to 2**64 - 1."""

Words = Union[str, Sequence[str]]
"""A game or a position as the command line writes it: one string, or a list of words."""

Value = Union[int, Tuple[Literal["inf"], list[int]]]
"""A generalized Sprague-Grundy value: an int, or ("inf", K) for ∞(K)."""

Outcome = Literal["N", "P", "D"]
"""Who wins with perfect play: the player to move (N), the other (P), or nobody (D, a draw)."""

Table = Union[npt.NDArray[np.uint16], npt.NDArray[np.uint32], npt.NDArray[np.uint64]]

def values(game: Words, upto: int) -> Table:
    """The Grundy values of one heap of every size from 0 to `upto`, as a numpy array:
    "octal 0.77", "set 2 5 7", "bash 3", "split", "nim". Raises ValueError with the core's
    message for a game it refuses."""

def period(game: Words) -> Optional[Tuple[int, int]]:
    """The certified (preperiod, period) of a heap game's Grundy sequence, or None when its
    values grow without bound (Nim, Split Nim). Raises ValueError when no period is
    certified within the host's table and budget of work."""

def hint(position: Words) -> dict[str, Any]:
    """Who wins a position or a sum ("nim 3 4 5 + wythoff 4 7"), as the dictionary of
    `grundy hint --format json`: outcome, grundy, remoteness, winning_moves,
    more_winning_moves, best_move, components, and unknown when the outcome is. A classic
    game ("nimk --k 2 5 4 7", "euclid 3 7", "turtles 0 1 1 0 1", "ruler --heads 6 10",
    "corners --rows 8 --cols 8 2,3 5,7", "hackenbush --edges 0-1 1-2") gives game, position,
    outcome, grundy, winning_moves, after and more_winning_moves; an Every-SG compound
    ("nim 3 4 + wythoff 1 2 --every") gives every, outcome, suspense and components."""

def nim_mul(a: int, b: int) -> int:
    """The nim product of two ints from 0 to 2**64 - 1 (Conway's nim multiplication): the
    value of a heads coin (a, b) of Turning Corners. Raises ValueError past 64 bits."""

def graph(
    n: int, edges: Iterable[Tuple[int, int]], *, memory: int = 4 << 30
) -> Tuple[list[Value], list[Outcome]]:
    """The generalized Sprague-Grundy value and the outcome of a token alone on each of the
    nodes 0..n-1 of a directed graph whose moves are `edges`, loopy or not. A graph needing
    more than `memory` bytes (the command line's --memory) raises ValueError at once."""

def misere_quotient(game: Words, maxheap: int, *, budget: int = 4096) -> MisereQuotient:
    """The misère quotient (Plambeck and Siegel) of a heap game on heaps 0..maxheap, proven
    for these heaps only: "octal 0.77" (or "0.77"), "set 1,3,4", "grundy". Raises ValueError
    for another game, a heap past 1000, or a quotient past `budget` elements (at most 65536)
    or the search's limits."""

class MisereQuotient:
    """A misère quotient from `misere_quotient`: the monoid of sums of heaps 0..maxheap up to
    misère indistinguishability, its P-portion and the pretending function."""

    @property
    def game(self) -> str:
        """The game's name: its code ("0.77"), "S(1,3,4)" or "Grundy's game"."""
    @property
    def maxheap(self) -> int: ...
    @property
    def size(self) -> int:
        """|Q|; element 0 is the identity."""
    @property
    def p_size(self) -> int:
        """|P|, the elements of the P-portion."""
    @property
    def presentation(self) -> str:
        """The generators and relations as `grundy misere` prints them:
        "Q = < a, b | a^2 = 1, b^3 = b >"."""
    @property
    def elements(self) -> list[str]:
        """Every element's word, by element index."""
    @property
    def p_portion(self) -> list[str]:
        """The words of the P-portion's elements."""
    @property
    def heaps(self) -> list[int]:
        """The pretending function: the element index of each heap 0..maxheap."""
    @property
    def table(self) -> Optional[npt.NDArray[np.uint16]]:
        """The multiplication table of element indices, None past 4096 elements."""
    def element(self, heap: int) -> str:
        """The word of heap `heap`'s element; ValueError past maxheap."""
    def outcome(self, heaps: Sequence[int]) -> Literal["N", "P"]:
        """Who wins the sum of `heaps` in misère play; ValueError for a heap past maxheap."""
    def winning_moves(self, heaps: Sequence[int]) -> list[Position]:
        """The positions the winning moves lead to, each a tuple of its non-empty heaps in
        increasing order, without repeats; empty for a P-position."""

class Game:
    """A game given by Python functions on positions (tuples of ints), solved in Rust: a memo
    of every part solved, values by mex and XOR, sums through `parts`, loopy positions as
    draws."""

    def __init__(
        self,
        moves: Callable[[Position], Iterable[Sequence[int]]],
        parts: Union[Callable[[Position], Iterable[Sequence[int]]], Literal["heaps"], None] = None,
        *,
        budget: int = 1_000_000,
    ) -> None: ...
    def grundy(self, position: Union[Sequence[int], int]) -> Value:
        """The Grundy value of `position`: an int, or ("inf", K) for a loopy ∞(K)."""
    def outcome(self, position: Union[Sequence[int], int]) -> Outcome:
        """Who wins `position`: "N", "P" or "D"."""
    def winning_moves(self, position: Union[Sequence[int], int]) -> list[Position]:
        """The distinct options of `position` that leave the other player lost."""
    def values(self, upto: int) -> Table:
        """The Grundy values of (0,), (1,), ..., (upto,) as a numpy array."""
    @property
    def known(self) -> int:
        """How many single parts the memo holds."""
    @property
    def budget(self) -> int:
        """The most positions a search may keep."""
    @budget.setter
    def budget(self, budget: int) -> None: ...
