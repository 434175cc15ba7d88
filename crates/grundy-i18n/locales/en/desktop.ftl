### The desktop app (and its web page), panel by panel. The glyphs ✔ (a winning move) and
### ✖ (a losing one) are the app's marks, drawn in colour next to the words.

## Top bar

app-title = grundy
tab-play = Play
tab-theory = Theory
tab-explore = Explore
tab-judge = Judge
top-hints = Hints (H)
top-hints-hover = Mark every move winning or losing and show Grundy values
top-language = Language
top-language-hover = The app's language; at first launch, the system's
# Each language's name in itself, the same in every language.
language-name-en = English
language-name-zh = 简体中文

## Setup panel (new game)

setup-heading = New game
setup-game = Game
choice-sum = Sum of games
setup-component = Component { $component }
setup-remove-component = Remove component { $component }
setup-add-component = Add component
setup-misere-game = Misère (last mover loses)
setup-misere-sum = Misère (the last mover of the whole sum loses)
setup-start = Start game
setup-piles = Piles
setup-largest-pile = Largest pile
setup-random = New random position
setup-players = Players
mode-vs-computer = You vs computer
mode-two-players = Two players
mode-computer-vs-computer = Computer vs computer
setup-human-first = You move first
setup-skill = Computer skill
setup-skill-hover = 0: random moves; 100: perfect play (wins whenever it can)
setup-speed = Moves per second
setup-players-note = Player settings apply to the next new game.
# The fields of a game: $component is 0 for a game alone, else the component from 1.
setup-field-k = { $component ->
    [0] k (largest take)
   *[other] Component { $component }: k (largest take)
}
setup-field-set = { $component ->
    [0] Subtraction set S
   *[other] Component { $component }: subtraction set S
}
setup-field-code = { $component ->
    [0] Octal code (Kayles 0.77, Dawson's Kayles 0.07)
   *[other] Component { $component }: octal code (Kayles 0.77, Dawson's Kayles 0.07)
}
# $help: one of position-help-*.
setup-field-position = { $component ->
    [0] Position ({ $help })
   *[other] Component { $component }: position ({ $help })
}
position-help-bash = the pile size, e.g. { $example }
position-help-piles = pile sizes, e.g. { $example }
position-help-heaps = heap sizes, e.g. { $example }
position-help-steps = stones on steps 1, 2, … e.g. { $example }
position-help-wythoff = the two piles, e.g. { $example }
# An error under the form, and in the explorer.
error-line = Error: { $error }
# The field an error is in: `position: …` (after in-component in a sum).
setup-error-in-field = { $field }: { $problem }
field-k = k
field-set = S
field-code = code
field-position = position
# A refusal past the app's tables, and what to do about it.
setup-problem-advice = { $problem }. { $advice }
setup-advice-set = Try smaller elements in S, or smaller piles.
setup-advice-code = Try smaller heaps, or another code.
setup-error-building = building the rules: { $error }
setup-no-move = no move can be made from it, so there is no game to play
setup-no-numbers = no numbers were typed
setup-not-one = give one number, not { $given }
# $error: one of number-* (core.ftl).
not-a-number = "{ $text }" is not a number: { $error }

## Play view

player-you = You
player-computer = Computer
player-1 = Player 1
player-2 = Player 2
player-computer-a = Computer A
player-computer-b = Computer B
# The play view after the form's game was refused ($game: the game still in play).
play-not-started = The new game was not started
play-not-started-note = Change the form and start again, or go back to the game in play.
play-back-to-game = Back to { $game }
play-rules-failed = These rules could not be built; start a new game.
play-analysis-failed = This position could not be analysed; start a new game.
play-undo = Undo
play-redo = Redo
play-new-game = New game
play-new-game-hover = N: a new game from the setup
play-rematch = Rematch
play-rematch-hover = The same start, the other side first
play-resume = Resume
play-pause = Pause
sum-of-games = Sum of { $count } { $count ->
    [one] game
   *[other] games
}
# A title under misère play: `Sum of 3 games (misère)`.
title-misere = { $title } (misère)
status-you-lose = You lose.
status-you-win = You win!
status-wins = { $name } wins!
status-no-winner = No move is left, and the core cannot say who won: { $error }
status-paused = { $name } to move (paused)
status-thinking = { $name } is thinking…
status-your-move = Your move.
status-to-move = { $name } to move.
# The line under the boards of a sum: `g₁ ⊕ g₂ = 3 ⊕ 1 = 2: an N-position: …`.
sum-line = { $names } = { $values } = { $value }: { $outcome }
sum-line-p = a P-position: every move loses
# $components: the components, as a list (list-separator).
sum-line-n = an N-position: ✔ winning moves in { $count ->
    [one] component
   *[other] components
} { $components }
sum-line-unknown = outcome unknown: { $error }
sum-line-no-value-known = No value for the sum ({ $error }); the core still knows: { $outcome }
sum-line-no-value = No value for the sum: { $error }

## Hints: the option list

hints-moves = Moves
hints-remoteness-computing = remoteness: computing…
hints-remoteness = remoteness { $remoteness }
hints-remoteness-error = remoteness: { $error }
hints-legend = ✔ winning (to a P-position)   ✖ losing
hints-off = Turn on hints (H) to see which moves win.
hints-no-move = No move is left.
hints-to-value = → value { $value }
hints-to-p = → a P-position
hints-to-n = → an N-position
hints-more = … more moves: click the board to play them.
hints-value = Grundy value { $value }
hints-value-none = Grundy value: { $reason }
hints-p = P-position: the player to move loses
hints-n = N-position: the player to move wins
hints-outcome-unknown = outcome unknown: { $reason }
hints-summary = { $value }; { $outcome }

## Move list and value chart

history-move-list = Move list
history-no-piles = (no piles)
history-start = Start: { $position }
history-ply = { $index }. { $player }: { $mv } → { $after }
history-note = { $line } ({ $note })
history-threw = { $line }  ✖ threw away a win
note-no-perfect-move = no perfect move found: a random move
chart-value-title = Grundy value after each move (0 = P-position)
chart-outcome-title = Outcome after each move (1 = N, 0 = P)
chart-move = move
chart-value = value
chart-threw = ✖ threw away a win
chart-value-key = value after the move
chart-outcome = outcome
chart-outcome-key = outcome after the move (1 = N, 0 = P)
chart-threw-key = a move that threw away a win
chart-remoteness-title = Remoteness after each move (who wins, in how many moves)
# $who: "you" when the player is the person at the computer (then "you win"), else "other".
chart-above = above: { $who ->
    [you] you win
   *[other] { $name } wins
}
chart-below = below: { $who ->
    [you] you win
   *[other] { $name } wins
}
chart-remoteness = remoteness
chart-wins = { $who ->
    [you] You win
   *[other] { $name } wins
}
chart-left-out = Not shown: { $count } position(s) whose remoteness is unknown (their search went past the budget)

## Errors of a move

move-error-position = not a position of these rules: { $error }
move-error-no-move = the computer found no move
move-error-computer = the computer could not move: { $error }

## Background jobs

# $seconds: a decimal with one digit.
job-computing = Computing { $what }… { $seconds } s
job-computing-count = Computing { $what }… { $seconds } s, { $count } positions explored
job-remoteness = the remoteness
job-rules = the rules
job-computer-move = the computer's move
job-answer = the answer
job-grundy-sequence = the Grundy sequence
job-wythoff-table = the Wythoff table
job-spawn = no thread could be started for it ({ $kind })
job-stopped = the computation stopped without a result

## Nim equivalent and Bouton's working

nim-eq-heading = Nim equivalent and Bouton's working
nim-eq-none = No Nim equivalent here: { $reason }.
nim-eq-pile = pile { $pile }
nim-eq-the-game = the game
nim-eq-component = component { $component }
nim-eq-one-game = One game plays as a Nim heap of its Grundy value g (Sprague–Grundy): it has moves to every smaller value and none to g itself. Bouton's working for one heap: the player to move loses exactly when the heap is empty, every column even.
# $count: how many piles.
nim-eq-piles = { $count ->
    [one] This pile plays exactly as a Nim heap: every take up to its size is a move. Written in binary, the player to move loses exactly when the heap is empty, every column even.
   *[other] These piles play exactly as Nim heaps. Write them in binary, one under the other: the player to move loses exactly when every column holds an even number of ones (Bouton, 1901).
}
nim-eq-components = Each component plays as a Nim heap of its Grundy value g (Sprague–Grundy), so the sum plays as Nim on these heaps. Write them in binary, one under the other: the player to move loses exactly when every column holds an even number of ones (Bouton, 1901).
nim-eq-heap = heap
# A row of the table: the game alone, or a component ($sub: its number as subscript digits).
nim-eq-game-row = { $title }: g
nim-eq-component-row = { $name } ({ $title }): g{ $sub }
nim-eq-ones = ones in the column
nim-eq-parity = parity
nim-eq-odd = odd
nim-eq-even = even
nim-eq-xor = XOR = { $binary } = { $xor } (each column's parity is a bit of the XOR)
nim-eq-all-even = Every column is even: the XOR is 0, a P-position. Any move changes one heap, so it makes some column odd, and the opponent can make every column even again.
# $sup: the column's exponent as superscript digits; $power: 2 to that power.
nim-eq-highest = The highest odd column is 2{ $sup } = { $power }. It points at the heaps with a 1 there:
# $from, $to: the heap before and after in binary.
nim-eq-reduce = ✔ reduce { $name } from { $size } to { $size } ⊕ { $xor } = { $target } ({ $from } → { $to }): every column becomes even
nim-eq-move-value = ✔ move { $name } from value { $size } to value { $size } ⊕ { $xor } = { $target } ({ $from } → { $to }): every column becomes even
nim-eq-raising = ✔ The core also finds a winning move in component { $component } that raises its value from { $before } to { $after } ({ $mv }): unlike a Nim heap, a game may move to a larger value, and the XOR becomes 0 all the same.

## Boards

board-in-component = component { $component }, { $what }
board-winning = ✔ { $mv }: winning (leaves a P-position)
board-losing = ✖ { $mv }: losing
# $sub: the component's number as subscript digits.
board-value = g{ $sub } = { $value }
board-value-unknown = g{ $sub } unknown
board-winning-here = ✔ a winning move is here
# The accessible name of a stone; $pile: a pile's name (board-pile…).
board-stone = { $pile }, stone { $stone } from the top
board-tall = Piles this tall are not all drawn:
board-tall-steps = Steps this tall are not all drawn:
board-count = count
board-play = Play move
board-pile = pile
board-pile-n = pile { $pile }
board-step = step
board-pile-or-both = pile (3 = both)
bash-help = Take 1 to { $k } stones: click a stone to take it and every stone above it.
nim-help = Click a stone to take it and every stone above it.
octal-help = Each heap is a row of pins. Click a pin, then another of the same row, or drag over them: the adjacent pins between are knocked out by Take. The pins on either side are the heaps left.
octal-help-grundy = Each heap is a row of pins. A move splits one heap into two heaps of different sizes, taking nothing: choose the heap and the size of one part below, and Play move.
octal-heap-n = heap { $heap }
octal-heap = Heap
octal-take = Take
octal-leave = Leave a heap of
octal-and = and a heap of { $size }
set-nim-allowed = Allowed takes: S = { $set }. Only the stones whose take is in S can be clicked.
set-nim-none = none
set-nim-pile-takes = pile { $pile } ({ $size }): { $takes }
# Between the piles of set-nim-allowed-now.
set-nim-separator = { "; " }
set-nim-allowed-now = Takes allowed now — { $piles }
split-help = Pick a pile, choose the two smaller piles that replace it, then Split.
split-pile = Split pile { $pile } ({ $size })
split-first = First new pile
split-second = Second new pile
split-button = Split
split-rule = Both new piles must be smaller than { $size }; empty piles disappear, and new piles get new numbers.
staircase-help = Click a stone to move it and the stones above it one step down (from step 1 they leave the game). Odd steps are shaded.
staircase-ground = ground
staircase-stone = step { $step }, stone { $stone } from the top
wythoff-help = Piles: click a stone to take it and those above.
wythoff-first = first
wythoff-second = second
wythoff-grid-too-big = The queen's grid is drawn for piles below { $max }; here ({ $a }, { $b }).
wythoff-grid-help = Queen: click a cell left, below or diagonally down-left. • marks P-positions.
wythoff-queen-to = queen to ({ $x }, { $y })
wythoff-queen = Q

## Theory tab (the texts are in theory.ftl)

theory-of = Theory of:
theory-sums = Sums of games
theory-rule = Rule
theory-theorem = Theorem
theory-why = Why it holds
theory-judge = Judge problems it solves
theory-misere = Misère play (the last mover loses) is supported for this game.

## Explore tab

explore-set-nim = Set Nim sequence
explore-split-nim = Split Nim sequence
explore-bash = Bash sequence
explore-wythoff = Wythoff heat map
explore-set = Set S
explore-table-size = Table size N
explore-compute = Compute
explore-wythoff-about = Grundy values of Wythoff's game by the mex rule (Wythoff::fill_table), coloured by the scale below; white cells are the P-positions, value 0: (⌊kφ⌋, ⌊kφ⌋ + k) by Wythoff::outcome_of.
explore-split-formula = Split Nim: g(0) = 0 and g(n) = 2(n − 1) + [popcount(n − 1) is even] for n ≥ 1 — the n-th odious number (odd count of 1-bits), OEIS A000069.
explore-set-period = S = { $set }: preperiod { $pre }, period { $period } — certified: g(n + { $period }) = g(n) for every n ≥ { $pre }, so every pile up to 2^64 − 1 has its exact value.
explore-preperiod = preperiod
explore-first-period = first period block
explore-column-n = n
explore-column-g = g(n)
explore-column-part = part
explore-column-binary = g(n) in binary
explore-column-outcome = outcome
explore-period-phase = period, phase { $phase }
explore-values = values
explore-preperiod-ends = preperiod ends
explore-first-period-ends = first period ends
explore-k = k (largest take)
explore-bash-formula = Bash with k = { $k }: g(n) = n mod { $modulus }; P-positions are the multiples of { $modulus }.
explore-side = Side
explore-rows = Rows
explore-heat-map-alt = Wythoff Grundy values heat map
explore-p-position = P-position
explore-n-position = N-position
explore-cell = ({ $a }, { $b }): g = { $value }, { $outcome }
explore-heat-map-caption = { $side } × { $side } cells, values 0 to { $max }; first pile across, second pile up.

## Judge tab

judge-heading = Judge problems
judge-problem = Problem
judge-load-sample = Load sample input
judge-input-format = Input format: { $format }
judge-input = Input
judge-solve = Solve
judge-output = Output
judge-copy-output = Copy output
judge-copied = ✔ Copied to the clipboard
judge-error = error: { $error }
# Each problem's title and input format, by its id as `grundy judge` takes it.
judge-title-51nod-1066 = Bash game (51nod 1066)
judge-title-51nod-1072 = Wythoff's game (51nod 1072)
judge-title-51nod-1069 = Nim (51nod 1069)
judge-title-acwing-891 = Nim (AcWing 891)
judge-title-acwing-892 = Staircase Nim (AcWing 892)
judge-title-acwing-893 = Set Nim (AcWing 893)
judge-title-acwing-894 = Split Nim (AcWing 894)
judge-format-51nod-1066 = T, then T lines "N K" (N stones, take 1..=K, K >= 1); per line A if the first player wins, else B
judge-format-51nod-1072 = T, then T lines "a b" (two piles); per line A if the first player wins, else B
judge-format-51nod-1069 = N, then N pile sizes; A if the first player wins, else B
judge-format-acwing-891 = n, then n pile sizes; Yes if the first player wins, else No
judge-format-acwing-892 = n, then a_1 .. a_n (step i holds a_i stones); Yes if the first player wins, else No
judge-format-acwing-893 = k, then k set elements (>= 1), then n, then n heap sizes; Yes if the first player wins, else No
judge-format-acwing-894 = n, then n pile sizes; Yes if the first player wins, else No

## More of the setup and play views

choice-graph = Game on a graph
setup-graph-about = Tokens on a directed graph, cycles allowed. Pick a preset or edit the graph in the play view.
setup-misere-not-offered = Misère play is not offered for this game (the core knows it for Bash and Nim): it is played under normal play.
setup-steps = Steps
setup-piles-or-steps = Piles or steps
setup-random-graph = New random graph
play-goal-normal = To win: make the last move. Whoever cannot move loses (normal play).
play-goal-misere = To win: leave your opponent the last move. Whoever makes the last move loses (misère play).
play-set-up = Set up position
play-set-up-hover = Add and take off stones and piles on the board
play-save-board = Save the board as PNG…
play-save-charts = Save the charts as PNG…
play-charts-off = The charts of the value and the remoteness after each move show with hints.
history-click = Click a move to go back to the position after it.
hints-endings = win in N / lose in N: the game ends N moves from now (this one included) with perfect play; the stronger the colour, the sooner.
hints-remoteness-wins = remoteness { $remoteness }: the player to move wins in { $remoteness ->
    [one] { $remoteness } move
   *[other] { $remoteness } moves
}
hints-remoteness-loses = remoteness { $remoteness }: the player to move loses in { $remoteness ->
    [one] { $remoteness } move
   *[other] { $remoteness } moves
}
hints-remoteness-unknown = remoteness unknown
hints-win-in = win in { $moves }
hints-lose-in = lose in { $moves }
explore-octal = Octal games
explore-table-size-max = Table size N (at most { $max })
explore-set-no-period = S = { $set }: no period of the Grundy sequence could be certified within { $table } values (the table size N; every front end goes up to { $max }). The values of the piles 0 to { $limit } are exact all the same: they are shown below, and the play view plays every position whose piles are that small.
explore-save-csv = Save the table as CSV…
explore-save-png = Save the heat map as PNG…
explore-scale = Colour scale:
explore-scale-zero = 0 (P-positions)
explore-octal-code = Octal code
explore-known-games = Known games:
explore-octal-hover = the octal game { $code }
explore-octal-titled = { $code } ({ $name })
octal-name-0-16 = 0.16 (period 149459)
# $code: the code with its name.
explore-octal-period = { $code }: preperiod { $pre }, period { $period } — certified by Guy and Smith's theorem from { $computed } values: g(n + { $period }) = g(n) for every n ≥ { $pre }, so every heap up to 2^64 − 1 has its exact value.
explore-octal-no-period = { $code }: no period certified within { $capacity } values; the table shows the values of the heaps below { $computed }. A longer table may certify one.
# $last: the last index; $values: the values, separated by spaces.
explore-first-values = g(0), g(1), … g({ $last }): { $values }
# The part column of a table without a period.
explore-table = table

## Exports

export-saved = Saved to { $path }
export-saved-no-dialog = Saved to { $path } (no save dialog could open here: no XDG desktop portal and no zenity)
export-downloaded = Saved to { $name } (the browser's downloads)
export-cancelled = Not saved: no file was chosen
export-failed = Not saved: { $error }
export-too-large = the picture is too large
export-empty = the picture is empty (nothing of it is on the screen)
export-taking-picture = Taking the picture…
job-octal-values = the octal game's values
job-save-dialog = the save dialog

## Games on a graph

graph-refused = The core refuses this graph: { $error }
graph-title = Game on a graph: { $name }
graph-preset-loopy = Loopy graph with a draw
graph-preset-random = Random DAG
graph-preset-nim-heap = Nim heap graph
graph-yours = Your graph
graph-nim-heap-of = Nim heap of { $size }
graph-nim-heap-size = Nim heap of
graph-presets = Presets:
graph-new-game-hover = N: start again from the graph's tokens
graph-stop = Stop: call it a draw
graph-show-values = Show values
graph-show-values-hover = Each node's value: a number, or ∞ with K, its followers' finite values
graph-edit = Edit the graph
graph-edit-hover = Add and delete nodes, edges and tokens with the mouse
graph-circle = Circle
graph-circle-hover = Place the nodes on a circle
graph-layers = Layers
graph-layers-hover = Place the nodes in layers (a graph without cycles)
graph-tool-drag = Drag nodes
graph-tool-add-node = Add nodes
graph-tool-add-edge = Add edges
graph-tool-token = Place tokens
graph-tool-delete = Delete
graph-tool-drag-help = Drag a node to move it; the game goes on.
graph-tool-add-node-help = Click an empty place of the board to add a node there.
graph-tool-add-edge-help = Click a node, then the node its edge leads to (the same node again for a loop), or drag from one node to the other.
graph-tool-token-help = Click a node to put a token on it; right-click to take one off.
graph-tool-delete-help = Click a node, or the handle in the middle of an edge, to delete it.
graph-edit-too-many-nodes = a graph here has at most { $max } nodes
graph-edit-too-many-tokens = at most { $max } tokens fit on the graph
graph-edit-no-such-node = there is no node { $node }
graph-stopped = Draw: the game was stopped, as perfect play would never end it.
graph-unexplained = No token can move, yet the core says: { $outcome }
graph-editing = Editing the graph: the game starts again from its tokens after each change.
graph-your-move = Your move: click a node to choose a token, then an edge's handle or the node to move it to.
graph-draw-note = This position is a draw by perfect play: neither player can force a win, and the game can go on forever. Play on, or stop it.
graph-no-tokens = No tokens: { $outcome }
# $names: γ₁ ⊕ γ₂ …; $values: their values; $token: the token on ∞; $k: its K; $xor: the others' XOR.
graph-sum-infinite = { $names } = { $values }: token { $token } is on ∞ with K = {"{"}{ $k }{"}"}, the others' XOR is { $xor }: { $outcome } (a win exactly when { $xor } is in K)
graph-sum-many-infinite = { $names } = { $values }: { $count } tokens are on ∞: { $outcome }
graph-outcome-a-win = a win for the player to move
graph-outcome-a-loss = a loss for the player to move
graph-outcome-a-draw = a draw
graph-outcome-line = Outcome: { $outcome }
graph-legend = ✔ winning   = keeps the draw   ✖ losing
graph-hints-off = Turn on hints (H) to see which moves win, draw or lose.
graph-no-move-yet = No move yet.
graph-ply = { $index }. { $player }: { $mv }
graph-board = graph board
graph-node = node { $node }
graph-edge = edge { $from } → { $to }
graph-handle = token { $token }: node { $from } → node { $to }
graph-leaves = { $mv }: leaves a { $after }
graph-after-loss = loss for the opponent (a winning move)
graph-after-draw = draw (perfect play never ends)
graph-after-win = win for the opponent (a losing move)
graph-node-value = value { $value }
graph-node-infinite = value ∞ with K = {"{"}{ $k }{"}"} (the finite values of its followers)
graph-node-tip = node { $node }: { $value }; one token alone here is { $alone }
theory-graphs = Games on graphs

## Boards (continued)

octal-pin = heap { $heap }, pin { $pin }
octal-too-long = too long to draw: play it with the form below
octal-take-pins = Take { $count } { $count ->
    [one] pin
   *[other] pins
}
octal-clear = Clear
octal-not-allowed = Not allowed: { $reason }
octal-by-numbers = Or by numbers:
split-type-sizes = Type the sizes of the two new piles
board-type-count = Type a whole number of stones

## Setting up a position

edit-help = Set up the position: click a stone to take it and those above it off, + adds a stone, − takes one off. The game starts again from the position set up.
edit-step-n = step { $step }
edit-take-off = Take a stone off
edit-add = Add a stone
# Accessible names; $name: a pile or a step.
edit-take-off-name = take a stone off { $name }
edit-add-name = add a stone to { $name }
edit-add-step = Add a step
edit-remove-step = Remove the top step
edit-add-pile = Add a pile
edit-remove-pile = Remove the last pile
edit-stone = set up: { $name }, stone { $stone }
edit-stone-hover = Take this stone and those above it off

## A game from rules: a Rhai script
choice-script = Game from rules
script-about = Write the rules as a Rhai script: fn moves(p) lists the options of position p (an array of numbers); fn parts(p) (the position as a sum) and fn name() are optional.
script-examples = Examples
script-examples-choose = Choose an example…
script-examples-yours = Your script (as it was before the example)
script-example-grundy = Grundy's game
script-example-lasker = Lasker's Nim
script-example-squares = Take a square number
script-example-kayles = Kayles
script-example-northcott = Northcott's game
script-example-loopy = Tokens on a loopy graph (draws)
script-rules = Rules (Rhai script)
script-start = Start position (numbers)
script-error = Script error: { $error }
script-error-at = Script error: { $error } — at: { $line }
script-search-budget = the search would visit more than { $budget } positions
script-engine-syntax = line { $line }, column { $column }: syntax error: { $message }
script-engine-at = line { $line }, column { $column }: { $message }
script-engine-returned = returned { $value }: { $problem }
script-engine-too-large = the number { $number } does not fit a script's integer (at most { $max })
script-budget = Positions at most
script-budget-hover = The solver explores at most this many positions of the game (about a hundred bytes each) and says so when the game needs more. Read when the game starts.
script-budget-exceeded = The game needs more positions than { $budget } ({ $explored } explored). Raise “Positions at most” beside the script and start the game again.
script-title = Game from rules: { $name }
script-new-game-hover = N: start the script of the form again (Start game reads the editor)
script-position = Position { $position }
script-summary = Value { $value }; { $outcome }; { $remoteness }
script-no-remoteness = no remoteness (a draw never ends)
script-option = → { $position } (value { $value })
script-option-plain = → { $position }
job-script = the solver's answer
explore-script = Game from rules
explore-script-about = The values of the positions [0], [1], …, [n] of the script in the play tab's form (Game from rules). A loopy value (∞) is drawn at −1.
explore-script-upto = Largest n
explore-script-values = g([0]) … g([{ $upto }]): { $values }
explore-script-period = Apparent period { $period } from position [{ $from }] (seen in [0] … [{ $upto }], not proven: the script's rules prove none)
explore-script-no-period = No apparent period: the last quarter of the values does not repeat earlier ones
explore-script-loopy = No period: some values are loopy (∞)
explore-script-position = position
explore-script-value = value
job-script-values = the script's values

## The explorer's page of the classic games beyond the judge problems.

explore-classics = Classic games
classics-name-nimk = Moore's Nim
classics-name-euclid = Euclid's game
classics-name-turtles = Mock Turtles
classics-name-ruler = Ruler
classics-name-corners = Turning Corners
classics-name-hackenbush = Green Hackenbush
classics-position = Position (as the command line writes it)
classics-set = Set
classics-undo = Undo
classics-hints = Show hints
# A coin showing heads or tails, after its number.
classics-heads = H
classics-tails = T
classics-turn-picked = Turn the coins picked
classics-pile = pile { $pile }: { $size }
classics-take = take
classics-take-from-piles = Take from these piles
classics-corners-how = Click a heads coin and the opposite corner of its rectangle, above and to the left.
# A winning move, as a button that plays it.
classics-play = Play: { $mv }
