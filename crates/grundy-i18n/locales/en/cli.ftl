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
