### `grundy hint`, its text output (the JSON output is not translated: programs read it).
### Lines are indented by the program, not here.

# The one game of a position: `Nim, piles: 3 4 5`. $numbers_are: numbers-are-*.
hint-position = { $game }, { $numbers_are }: { $numbers }
# A game the core knows only under normal play, played misère: `Wythoff (misère play)`.
hint-game-misere = { $game } (misère play)
# A position with no numbers.
hint-empty = (empty)
# $convention: normal or misere.
hint-sum-header = { $convention ->
    [misere] sum of { $count } { $count ->
        [one] component
       *[other] components
    } (misère play: the last player to move loses):
   *[normal] sum of { $count } { $count ->
        [one] component
       *[other] components
    }:
}
# A component of a sum and its value (a number, or hint-none).
hint-component-value = { $index }. { $words }: Grundy value { $value }
hint-none = none ({ $reason })
hint-outcome = outcome: { $outcome }
hint-outcome-searched = outcome: { $outcome }, settled by searching every position (no theorem gives it: { $reason })
hint-outcome-unknown = outcome: unknown ({ $reason })
hint-grundy-single = Grundy value: { $value }
hint-grundy-sum = Grundy value of the sum (the XOR of the values): { $value }
hint-remoteness = remoteness: { $remoteness } (moves left with perfect play)
hint-remoteness-unknown = remoteness: unknown ({ $reason })
hint-error = error: { $message }
hint-core-offered = the core offered { $mv }, but: { $error }
hint-core-offered-missing = the core offered { $mv } in a component that does not exist
hint-no-move-won = no move is left: the player to move has won
hint-no-move-lost = no move is left: the player to move has lost
hint-winning-moves = winning moves:
hint-winning-moves-unheld = none that a position can hold: { $reason }
hint-and-more = … and more
hint-searched-win = a winning move, found by search:
hint-longest-loss = every move loses; the move that keeps the game longest:
hint-first-legal = every move loses; the game is too large to search for the longest one, so here is the first legal move:
# A move of the one game, with the numbers before and after it.
hint-move-single = { $mv }: { $before } → { $after }
# A move of a sum, with the component's words before and after it.
hint-move-in-component = in component { $component } ({ $before }): { $mv } → { $after }

## A game given by a script (`grundy hint script FILE …`).

hint-script-position = { $game } (script { $file }), position: { $numbers }
hint-script-move = { $before } → { $after }
hint-script-move-in-component = in component { $component }: { $before } → { $after }
hint-keeps-draw = a draw; a move that keeps it:
hint-every-move-loses = every move loses; for example:
hint-remoteness-draw = remoteness: none (a draw never ends)
hint-remoteness-script-sum = remoteness: not computed for a sum with a script
outcome-d = D (a draw: neither player can force a win)

## The classic games beyond the judge problems (`grundy hint nimk|euclid|turtles|ruler|
## corners|hackenbush …`, and Every-SG compounds with `--every`).

classic-position-nimk = Moore's Nim with k = { $k } (take from 1 to { $k } piles at once), piles: { $numbers }
classic-position-euclid = Euclid's game (subtract a multiple of the smaller number from the larger), numbers: { $a } { $b }
classic-position-turtles = Mock Turtles (turn 1, 2 or 3 coins, the rightmost from heads to tails), coins from 0: { $row }
classic-position-ruler = Ruler (turn a run of coins ending at a heads coin), coins from 1: { $row }
classic-position-corners = Turning Corners on a board of { $rows } × { $cols } (turn a rectangle's corners, the lower right from heads to tails), heads: { $coins }
classic-position-hackenbush = Green Hackenbush grounded at vertex { $root }, edges: { $edges }
# A row given by its heads coins (`--heads 3 1000000`).
classic-heads-coins = heads coins { $coins }
classic-no-heads = no heads coin
classic-no-edges = no edge
# Nim_k has no formula for its values: Moore's theorem gives only who wins.
classic-grundy-unknown = Grundy value: not known in closed form (Moore's theorem says who wins)
classic-every-move-loses = every move loses
# A move whose row afterwards has too many heads coins to list.
classic-after-unshown = { $mv }
# Moore's Nim: `take 3 from pile 1, 2 from pile 4 and 1 from pile 5`.
classic-move-nimk = take { $takes }
classic-take-item = { $count } from pile { $pile }
classic-takes-separator = { ", " }
classic-list-last = { $first } and { $last }
classic-move-euclid = take { $count } from number { $pile }
classic-move-turn-one = turn coin { $a }
classic-move-turn-two = turn coins { $a } and { $b }
classic-move-turn-three = turn coins { $a }, { $b } and { $c }
classic-move-run = turn coins { $first } to { $last }
classic-move-corners = turn ({ $a },{ $b }), ({ $a },{ $y }), ({ $x },{ $b }) and ({ $x },{ $y })
classic-move-cut = cut edge { $edge } ({ $u }-{ $v })
classic-unsettled = the moves from coin ({ $r },{ $c }) could not be settled within the solver's budget
classic-every-header = Every-SG compound of { $count } { $count ->
        [one] game
       *[other] games
    } (each move moves in every game that can move; the last mover wins):
# A component: its suspense number (how long it lasts when its winner delays and its loser hurries).
classic-every-component = { $index }. { $words }: suspense { $suspense }, { $outcome }
# $parity: odd or even.
classic-every-outcome = outcome: { $outcome }: the largest suspense number, { $suspense }, is { $parity ->
        [odd] odd
       *[even] even
    }
classic-every-moves = perfect play moves in every game:

# The misère quotient's answer after a misère hint (Plambeck and Siegel).
misere-quotient-source = the misère quotient of { $game } on heaps 0..={ $max } (|Q| = { $size }, |P| = { $p })
misere-quotient-says = from { $source }: { $heaps } is { $outcome }
misere-quotient-moves = every winning move, from the quotient:
