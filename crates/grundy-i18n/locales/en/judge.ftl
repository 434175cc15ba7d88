### Why a judge input was refused (the `grundy-judge` crate's errors). Each English message
### says exactly what the judge crate's `Display` says (the crate's tests compare them).

# The place and the reason: `acwing-893: line 2, column 5: …`. $format: a problem's id, or
# judge-source-graph.
judge-error-at = { $format }: line { $line }, column { $column }: { $reason }
judge-source-graph = graph

## What was expected ($what: a judge-field, $kind: a judge-kind) and what was found

judge-expected-end = expected { $what } ({ $kind }), found the end of input
# $unit: a judge-unit.
judge-expected-end-after = expected { $what } ({ $kind }), found the end of input after { $done } of { $total } { $unit }
# $shown: the token in double quotes, as typed.
judge-expected-token = expected { $what } ({ $kind }), found { $shown }
# $why: a number-* message of core.ftl.
judge-expected-token-why = expected { $what } ({ $kind }), found { $shown } ({ $why })
judge-extra = expected the end of input, found { $shown } (more numbers than announced)

judge-kind-positive = a positive integer
judge-kind-non-negative = a non-negative integer

judge-field-test-cases = the number of test cases T
judge-field-pile-count-upper = the number of piles N
judge-field-pile-count = the number of piles n
judge-field-step-count = the number of steps n
judge-field-set-size = the set size k
judge-field-stones = the number of stones N
judge-field-largest-take = the largest take K
judge-field-first-pile = the first pile a
judge-field-second-pile = the second pile b
judge-field-step-stones = the stones on a step
judge-field-pile-size = a pile size
judge-field-set-element = a set element
judge-field-heap-count = the number of heaps n
judge-field-heap-size = a heap size
judge-field-node-count = the number of nodes n
judge-field-edge-count = the number of edges m
judge-field-move-from = the node a move starts from
judge-field-move-to = the node a move leads to
judge-field-token-count = the number of tokens k
judge-field-token-node = the node of a token

judge-unit-test-cases = test cases
judge-unit-piles = piles
judge-unit-steps = steps
judge-unit-set-elements = set elements
judge-unit-heaps = heaps
judge-unit-edges = edges
judge-unit-tokens = tokens

## Numbers the judge cannot answer for

# $set: judge-set-listed or judge-set-counted; $error: the core's reason.
judge-set-nim-value = cannot compute the Grundy value of heap { $heap } for { $set }: { $error }
# $set is written as the core writes it: {2, 5, 7}.
judge-set-listed = S = { $set }
judge-set-counted = the { $count } elements of S
judge-octal-game = no judge format plays octal games

## Graphs

judge-too-many-nodes = at most { $max } nodes are supported, { $given } given
judge-too-many-edges = at most { $max } edges are supported, { $given } given
judge-no-such-node = node { $node } does not exist: the nodes are 1 to { $nodes }
judge-edges-out-of-memory = the edges do not fit in memory
judge-tokens-out-of-memory = the tokens do not fit in memory
judge-graph-out-of-memory = a graph of { $nodes } nodes and { $edges } edges does not fit in memory
judge-memory-budget = a graph of { $nodes } nodes and { $edges } edges needs at least { $needed } MiB of memory, more than the budget of { $budget } MiB

## Reading and writing

# $message: the system's, in its language.
judge-io = { $message }
judge-cannot-read = cannot read the input: { $message }
judge-cannot-write = cannot write the answers: { $message }
