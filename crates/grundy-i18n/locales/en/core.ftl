### The core's words: outcomes, games, moves and errors. Each English message says exactly
### what the core's `Display` says (the crate's tests compare them), so a change of wording
### in the core shows up here, and in the Chinese file, as a failing test.

## Shared

# A number alone.
number = { $n }
# Between the items of a list: `1, 3, 4`.
list-separator = { ", " }
# A message about one component of a sum: `component 2: …`.
in-component = component { $component }: { $error }

## Outcomes and conventions

outcome-p = P (the player to move loses)
outcome-n = N (the player to move wins)
convention-normal = normal play
convention-misere = misère play

## Games: their names, and their rules as titles

game-bash = Bash
game-wythoff = Wythoff
game-nim = Nim
game-staircase = Staircase Nim
game-set-nim = Set Nim
game-split-nim = Split Nim
game-octal = Octal game
game-grundy = Grundy's game

# What the numbers of a position count.
numbers-are-piles = piles
numbers-are-steps = steps

# $convention: normal or misere.
spec-bash = { $convention ->
    [misere] Bash (k = { $k }, misère)
   *[normal] Bash (k = { $k })
}
spec-nim = { $convention ->
    [misere] Nim (misère)
   *[normal] Nim
}
# $set is written as the core writes it: {1, 3, 4}.
spec-set-nim = Set Nim (S = { $set })
spec-octal = the octal game { $code }
# An octal game known by a name: `Kayles (octal game 0.77)`.
spec-octal-named = { $name } (octal game { $code })
octal-name-kayles = Kayles
octal-name-dawsons-kayles = Dawson's Kayles
octal-name-dawsons-chess = Dawson's chess
octal-name-officers = Officers
octal-name-treblecross = Treblecross
spec-hexadecimal = the hexadecimal game { $code }

## Moves (piles, steps and components counted from 1)

move-take = take { $count } from pile { $pile }
move-wythoff-first = take { $count } from the first pile
move-wythoff-second = take { $count } from the second pile
move-wythoff-both = take { $count } from both piles
move-stair-ground = move { $count } from step 1 to the ground
move-stair = move { $count } from step { $step } to step { $below }
move-split = split pile { $pile } into { $a } and { $b }
move-split-three = split pile { $pile } into { $a }, { $b } and { $c }
move-octal-split = split heap { $pile } into { $a } and { $b }
move-octal-split-three = split heap { $pile } into { $a }, { $b } and { $c }
move-octal-take-nothing = take nothing from heap { $pile }
move-octal-leaving-three = take { $take } from heap { $pile } leaving { $a }, { $b } and { $c }
move-octal-leaving-two = take { $take } from heap { $pile } leaving { $a } and { $b }
move-octal-leaving-one = take { $take } from heap { $pile } leaving { $a }
move-octal-leaving-nothing = take { $take } from heap { $pile } leaving nothing
move-in-component = in component { $component }: { $mv }

## Rules that cannot be built

rules-zero-max-take = the largest take k must be at least 1
rules-empty-set = the subtraction set is empty
rules-zero-in-set = the subtraction set contains 0 (a move that takes nothing)
rules-set-too-large = the subtraction set has more than { $capacity } elements
rules-no-period-within = no period of the Grundy sequence could be certified within { $capacity } values
rules-work-limit = the Grundy values up to a pile of { $heap } need { $work } steps (table cells times elements of the set), more than the limit of { $budget }
rules-no-components = a sum needs at least one component
rules-too-many-components = a sum has at most { $capacity } components
# $game: a game's name.
rules-misere-unknown = misère play of { $game } is not known (the core knows it for Bash and Nim)
rules-heap-beyond-table = no period of the Grundy sequence is certified within { $capacity } values, and a pile of { $heap } is past what a plain table of { $capacity } values holds
rules-unsupported = { $game } is not offered here
octal-table-too-small = no period could be certified within { $capacity } values, and heaps up to { $max_heap } need { $cells } cells
octal-value-too-large = the Grundy value of a heap of { $heap } exceeds 65535, the largest a table cell holds
octal-work-limit = the Grundy values up to a heap of { $heap } need more than { $work } steps (options read), past the limit of { $budget }
octal-code-empty = the octal code is empty
octal-code-no-point = an octal code is written with a point, as in 0.77
octal-code-bad-leading = only 0, 4, 8 or c may stand before the point (a heap may be split without taking: 4 into two heaps, 8 into three, c into two or three)
octal-code-bad-digit = digit { $take } is `{ $found }`, not a digit of a code (0 to 7, or to f for a hexadecimal game)
octal-code-too-many-digits = the octal code has more than { $capacity } digits

## Positions that cannot be built

position-too-many-piles = { $given } piles given, at most { $capacity } fit
position-wrong-pile-count = { $expected ->
    [one] this game has exactly 1 pile, { $given } given
   *[other] this game has exactly { $expected } piles, { $given } given
}
position-too-many-stones = the staircase holds more than 18446744073709551615 stones in all
position-pile-too-large = pile { $pile } holds { $size } stones, but these rules were built for piles up to { $max }
sum-position-count = { $given } components given, the sum has a different number

## Illegal moves

illegal-move = illegal move: { $reason }
illegal-no-such-pile = there is no pile { $pile } (there are { $piles })
illegal-takes-nothing = a move must take at least one stone
illegal-not-enough-stones = cannot take { $take } stones from a pile of { $available }
illegal-more-than-max-take = cannot take { $take } stones, at most { $max_take } per move
illegal-not-in-set = { $take } is not in the subtraction set
illegal-not-smaller = both new piles must be smaller than pile { $pile } ({ $size } stones)
illegal-too-many-piles = the result would have more than { $capacity } piles
illegal-overflow = a pile would hold more than 18446744073709551615 stones
illegal-other-game = the move or the position belongs to another game
illegal-no-such-component = there is no component { $component } (there are { $components })
# $heaps: 0 to 3, the heaps the move would leave.
illegal-not-in-code = { $heaps ->
    [0] the game does not allow taking { $take } and leaving no heap
    [1] the game does not allow taking { $take } and leaving one heap
    [2] the game does not allow taking { $take } and leaving two heaps
   *[other] the game does not allow taking { $take } and leaving three heaps
}
illegal-heaps-left = the heaps left must hold { $expected } stones in all
illegal-equal-heaps = a heap must be split into two different heaps, not two of { $size }
# Euclid's game.
illegal-not-a-multiple = cannot take { $take }: a move takes a positive multiple of the smaller number, { $of }, from the larger

## Values and outcomes that cannot be given

grundy-misere = Grundy values describe normal play, not misère play
grundy-no-formula = no formula for this Grundy value is known, and computing it needs a table of { $needed } cells, more than the { $capacity } available (who wins is still exact)
sum-misere-unknown = misère play of this sum is not known: component { $component } is not Nim (the core solves misère sums of Nim components only)
search-budget = the search would need more than { $budget } positions
search-too-deep = the game can last more than { $depth } moves
search-capacity = a move leads past a capacity of the core
search-unheld = a legal move cannot be held: { $reason }
mex-overflow = the mex is at least { $capacity }, past the bitset's capacity
table-cell-too-small = the Grundy value { $value } at { $index } does not fit a table cell
table-too-small = the table needs { $needed } cells, more than the { $capacity } given

## Numbers typed by a person

number-empty = a number needs at least one digit
number-negative = negative numbers are not allowed
number-too-large = larger than 18446744073709551615
number-not-ascii = only ASCII digits 0-9 are numbers
number-not-digits = a number is ASCII digits 0-9 only, without a sign

## Games on a graph

graph-move = move token { $token } to node { $node }
graph-outcome-win = win for the player to move
graph-outcome-loss = loss for the player to move
graph-outcome-draw = draw
graph-buffer-offsets = offsets
graph-buffer-targets = targets
graph-buffer-values = values
graph-buffer-scratch = scratch
graph-buffer-k-set = K set
graph-no-offsets = the offsets are empty (they need nodes + 1 entries)
graph-first-offset = the first offset is { $first }, not 0
graph-offsets-decrease = the offsets decrease at node { $node } (its row ends before it starts)
graph-last-offset = the last offset is { $last } but there are { $targets } edge targets
graph-edge-out-of-range = the edge { $from } -> { $to } leaves the graph of { $nodes } nodes
graph-too-many-nodes = { $nodes } nodes given, at most { $max } fit
graph-too-many-edges = more than { $max } edges given
graph-buffer-too-small = the { $buffer } buffer holds { $given } entries, { $needed } are needed
graph-no-such-node = there is no node { $node } (there are { $nodes })
graph-no-such-token = there is no token { $token } (there are { $tokens })
graph-not-an-edge = no edge leads from node { $from } to node { $to }
graph-seed-too-large = node { $node } is given the value { $value }, which is not below { $max }
