### The theory tab: for each game (and for sums of games) its rule, the theorem that
### solves it, and why the theorem holds. Each text is one paragraph.

## bash

theory-bash-rule = One pile of n stones. A move takes between 1 and k stones. Under normal play whoever takes the last stone wins; under misère play they lose.
theory-bash-theorem = The Grundy value of n is n mod (k + 1): the player to move loses exactly when k + 1 divides n. Misère: the player to move loses exactly when n mod (k + 1) = 1.
theory-bash-why = Whatever the opponent takes (t stones, 1 ≤ t ≤ k), you can take k + 1 − t, so each round removes exactly k + 1 stones. From a multiple of k + 1 you can only leave a non-multiple, and from a non-multiple you take the remainder. The empty pile is a multiple of k + 1, lost for the player to move.

## wythoff

theory-wythoff-rule = Two piles. A move takes any number of stones from one pile, or the same number from both. Whoever takes the last stone wins. Equivalently: a queen on a grid moves left, down or diagonally toward the corner (0, 0); whoever reaches the corner wins.
theory-wythoff-theorem = Wythoff (1907): the P-positions are (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images, for k = 0, 1, 2, … with φ = (1 + √5)/2 the golden ratio: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), … The Grundy values have no known closed form; the explorer computes them with the mex rule.
theory-wythoff-why = The numbers ⌊kφ⌋ and ⌊kφ²⌋ = ⌊kφ⌋ + k together cover every positive integer exactly once (Beatty's theorem, as 1/φ + 1/φ² = 1), and the differences of the pairs are 0, 1, 2, … each once. So every row, column and diagonal holds exactly one P-position: no move joins two of them, and from any other position some move reaches one.

## nim

theory-nim-rule = Several piles of stones. A move takes any positive number of stones from one pile. Under normal play whoever takes the last stone wins; under misère play whoever takes the last stone loses.
theory-nim-theorem = Bouton (1901): the player to move loses exactly when the XOR (nim-sum) of the pile sizes is 0. The Grundy value of a position is that XOR. Misère: the same, except when every pile has at most one stone, where the player to move loses exactly when the number of piles of one is odd.
theory-nim-why = From a position with XOR 0 every move changes one pile, so it changes the XOR to something non-zero. From a position with XOR x ≠ 0, take the pile whose size has the highest bit of x set and reduce it to size XOR x: the XOR becomes 0. The empty position has XOR 0 and is lost for the player to move, so by induction the XOR-0 positions are exactly the P-positions.

## staircase

theory-staircase-rule = Stones lie on the steps of a staircase. A move takes one or more stones from one step and puts them on the step just below; stones moved off step 1 reach the ground and leave the game. Whoever cannot move loses.
theory-staircase-theorem = The Grundy value is the XOR of the stones on the odd steps (1, 3, 5, …): the player to move loses exactly when that XOR is 0.
theory-staircase-why = Moving stones from an odd step to the even step below is a Nim move on the odd steps. Moving stones from an even step adds them to an odd step, but the opponent can answer by moving the same stones one step further down, onto an even step (or the ground), which restores the odd steps exactly. So the even steps do not matter and the odd steps are a game of Nim.

## set-nim

theory-set-nim-rule = Several piles and a fixed set S of positive numbers. A move takes s stones from one pile, for some s in S. Whoever cannot move loses.
theory-set-nim-theorem = Sprague–Grundy: the position's value is the XOR of the values g(n) of its piles, where g(n) = mex{"{"}g(n − s) : s ∈ S, s ≤ n{"}"}. The sequence g is eventually periodic, and a period is proved once g repeats for max(S) consecutive values (the core certifies it), so every pile up to 2^64 − 1 has an exact value.
theory-set-nim-why = A sum of games is won like Nim: each pile behaves like a Nim pile of size g(n), because from value g you can move to every smaller value (that is what the mex means) and never to g itself. The values are at most |S|, and g(n) depends only on the max(S) values before it, so once a window of max(S) values repeats, everything after it repeats too.

## split-nim

theory-split-nim-rule = Several piles. A move replaces one pile of x stones by two piles a and b with 0 ≤ a, b < x (their sum may exceed x); empty piles disappear, so a = b = 0 removes the pile. Whoever cannot move loses.
theory-split-nim-theorem = Call a number odious when it has an odd count of 1-bits (1, 2, 4, 7, 8, 11, 13, 14, …, OEIS A000069) and evil when the count is even (0, 3, 5, 6, 9, …). The Grundy value of a pile of n ≥ 1 is the n-th odious number: g(n) = 2(n − 1) + [popcount(n − 1) is even]. A position's value is the XOR of its piles' values.
theory-split-nim-why = Two facts about 1-bits: the XOR of two odious numbers is evil (the counts of 1-bits add up modulo 2), and an evil number e > 0 is the XOR of two smaller odious numbers: its lowest 1-bit b, and e − b. Now suppose the piles below n have the first n − 1 odious numbers as values (g(0) = 0 and g(1) = 1 start it). The options of a pile of n are the pairs a, b < n with value g(a) ⊕ g(b). Leaving one pile empty gives every odious number below the n-th; leaving two piles gives only evil numbers, and every evil number below the n-th odious one (0 from removing the pile, any other e as b ⊕ (e − b), both odious and smaller). So the options reach every number below the n-th odious number and never that number itself: the mex is the n-th odious number (the game is Mock Turtles in heap form). The core checks the closed form against a brute-force mex search.

## octal

theory-octal-rule = Heaps of stones. The octal code 0.d1d2d3… says what a move may do: taking k stones from a heap is allowed when its k-th digit has bit 1 (leaving no heap: the whole heap), bit 2 (leaving one heap) or bit 4 (leaving two non-empty heaps). Kayles is 0.77, Dawson's Kayles 0.07. Whoever cannot move loses.
theory-grundy-rule = Heaps of stones. A move splits one heap into two heaps of different sizes (Grundy's game). Whoever cannot move loses.
theory-grundy-theorem = A position's value is the XOR of its heaps' values, and a heap's value is g(n) = mex of g(a) XOR g(n − a) over 0 < a < n − a: heaps of 1 and 2 have no move and value 0 (OEIS A002188). No period is known: P. M. Grundy posed the game in 1939, and tables of hundreds of millions of heaps have shown none.
theory-grundy-why = The heaps of a position are separate games, so Sprague and Grundy's theorem gives the XOR. Guy and Smith's theorem that certifies the periods of octal games does not apply: a split of n + p into a and a + p has no counterpart in n, whose split into two equal heaps is not a move. The core fills its table with the rare/common split of the values and checks it against the plain mex.
theory-octal-theorem = A position's value is the XOR of its heaps' values, and the values of one heap are eventually periodic for a finite code. Guy and Smith's theorem certifies a period: if g(n + p) = g(n) for every n with e ≤ n < 2e + p + t (t the last non-zero digit), then it holds for every n ≥ e.
theory-octal-why = A heap's options are one or two smaller heaps, so g(n) = mex of g(a) XOR g(b) over the splits the code allows. Past e + p + t, every option of n + p is an option of n shifted by p in one of its heaps, and a heap of at least e keeps its value when shifted — so the run of equal values carries itself on. The core computes the table with a rare/common split of the values and checks it against the plain mex.

## sums

theory-sums-rule = A sum of games is played on several games at once, side by side: a move is a move in exactly one of them, and whoever cannot move in any of them loses (normal play). Under misère play the whole sum is misère: whoever makes the last move in the last game loses.
theory-sums-theorem = Sprague (1935) and Grundy (1939): every impartial game is equivalent to a Nim heap whose size is its Grundy value g, and the value of a sum is the XOR of the values of its components. So the player to move loses exactly when g₁ ⊕ g₂ ⊕ … = 0. Misère sums are solved here when every component plays as Nim heaps, by Bouton's misère rule; otherwise the app says the outcome is unknown.
theory-sums-why = A game of value g can move to a game of every value below g (that is what the mex means) and never to g itself, exactly like a Nim heap of g; moving to a higher value can always be answered by moving back down. So a sum plays as Nim on the heaps g₁, g₂, …, and Bouton's theorem applies: from XOR X ≠ 0, pick a component whose value g has the highest 1-bit of X set and move it to value g ⊕ X; from X = 0 every move makes the XOR non-zero. The Nim equivalent in the play view shows this working in binary.

## graph

theory-graph-rule = Tokens sit on the nodes of a directed graph. A move slides one token along one edge; whoever cannot move loses. The graph may have cycles, so a play may go on forever: that is a draw.
theory-graph-theorem = Smith (1966), in the form of Fraenkel and Yesha (1986): every node has a generalized Sprague–Grundy value, a number g or ∞(K), where K is the set of finite values among its followers. With every token on a finite value the position is the XOR of the values, lost exactly when it is 0; with exactly one token on ∞(K) it is won when the XOR a of the others is in K, else drawn; with two or more tokens on ∞ it is drawn.
theory-graph-why = A finite value g plays exactly like a Nim heap of g: the node can move to every smaller value, and a move up (or to ∞) can always be answered by a move straight back to g, in a way that cannot go on forever. A node of value ∞(K) can move to every value in K and can also keep the game going: it has a follower of value ∞ from which the opponent cannot come back down. So from a draw each player can stay in a draw forever, and any move out of it hands the opponent a win. The graph of a Nim heap of n (node k moves to every smaller node) has the values 0, 1, …, n.

## The classic games beyond the judge problems (played in the explorer), and Every-SG.

theory-nimk-rule = Several piles of stones. A move takes stones from at least one and at most k piles, any positive number from each pile it touches. Whoever takes the last stone wins. Nim is k = 1.
theory-nimk-theorem = Moore (1910): write the piles in binary; the player to move loses exactly when, in every binary column, the number of piles with a 1 there is divisible by k + 1.
theory-nimk-why = From such a position a move changes between 1 and k piles, and at the highest bit any of them changes, that column's count moves by between 1 and k: no longer divisible. From any other position, work from the highest column down: a pile once reduced has all its lower bits free. Where r = (the 1s among piles not yet reduced) mod (k + 1) and m piles are reduced, reduce r more piles with a 1 there if m + r ≤ k, else set the bit in k + 1 − r of the reduced piles. Never more than k piles are touched, and every column ends divisible.
theory-euclid-rule = Two numbers. A move subtracts a positive multiple of the smaller number from the larger, leaving it at least 0. Whoever makes a number 0 wins.
theory-euclid-theorem = Cole and Davie (1969): with 0 < a ≤ b, the player to move wins exactly when a = b or b > φa, φ the golden ratio. The app decides it in integers: b > φa exactly when b(b − a) > a². The Grundy value, with b = qa + r, is q − 1 when q ≤ g(r, a), else q.
theory-euclid-why = If b ≥ 2a the player to move chooses between (a, b mod a) and (a, b mod a + a); the second's only move is to the first, so one of them is lost for the opponent. If a < b < 2a the move is forced, to (b − a, a), and b/a < φ exactly when a/(b − a) > φ: the positions below φ and above it alternate down the Euclidean algorithm.
theory-turtles-rule = A row of coins, numbered from 0, each showing heads or tails. A move turns over one, two or three coins, the rightmost of which goes from heads to tails. Whoever cannot move loses.
theory-turtles-theorem = Winning Ways, ch. 14: a row is the sum of its heads coins played alone, and the coin n is worth the n-th odious number (an odd count of 1s in binary: 1, 2, 4, 7, 8, 11, 13, 14, …), 2n or 2n + 1. The row is worth the XOR of its heads coins' values.
theory-turtles-why = Turning a tails coin to heads adds a coin's game and turning heads to tails removes one: either way the XOR changes by that coin's value, so a move is a move in the sum of lone coins. A lone coin n reaches 0 and every XOR of one or two odious values of coins below it; their mex is the next odious number.
theory-ruler-rule = A row of coins, numbered from 1. A move turns over any run of consecutive coins, the last of which goes from heads to tails. Whoever cannot move loses.
theory-ruler-theorem = Winning Ways, ch. 14: the coin n is worth the largest power of 2 dividing n (1, 2, 1, 4, 1, 2, 1, 8, …), the marks of a ruler; a row is worth the XOR of its heads coins' values.
theory-ruler-why = The XOR of the values of coins 1 to n is the Gray code n XOR (n/2), and the Gray code takes every value once; so from a lone coin x the runs ending at it reach every value below its own, and exactly one run reaches each.
theory-corners-rule = Coins on a grid, rows and columns numbered from 0. A move turns over the four corners of a rectangle, the lower-right corner going from heads to tails. Whoever cannot move loses.
theory-corners-theorem = The Tartan theorem (Winning Ways, ch. 14): Turning Corners is the product of a row game with itself (turn two coins, the coin n worth n), and a coin (x, y) is worth the nim product x ⊗ y. The position is worth the XOR of its heads coins' values.
theory-corners-why = Nim multiplication is defined by the same mex: x ⊗ y = mex of a ⊗ y ⊕ x ⊗ b ⊕ a ⊗ b over a < x, b < y, which are exactly the values a lone coin (x, y) can reach. The nimbers below 2^(2^k) form a field, so the winning moves are found by solving (x ⊕ a) ⊗ (y ⊕ b) = s in that field.
theory-hackenbush-rule = A graph of edges grounded at its root. A move cuts one edge; every edge no longer joined to the ground falls away. Whoever cannot move loses. Cycles, several edges between two vertices, and loops are allowed.
theory-hackenbush-theorem = Winning Ways, ch. 7: by the Colon principle a tree's value at a vertex is the XOR, over the edges below it, of 1 + the value of what the edge holds up (a stalk of n edges is worth n); by the Fusion principle the vertices of a cycle may be fused into one, its edges becoming loops, each worth 1.
theory-hackenbush-why = Replacing a branch by another of the same value does not change the game's value (the Colon principle), and a cycle fused to a vertex with its edges as loops plays the same (the Fusion principle). Fusing every part left joined when the bridges are cut leaves a tree of bridges, valued from the leaves up.
theory-every = Every-SG
theory-every-rule = Several games side by side, but a move moves in every game that can still move. Whoever makes the last move wins.
theory-every-theorem = Smith (1966), Winning Ways ch. 9: count each game's suspense number — 0 when it is over, 1 + the largest over the moves to lost positions when it is won (the winner delays), 1 + the smallest over all moves when it is lost (the loser hurries). The player to move wins exactly when the largest suspense number is odd.
theory-every-why = The suspense number is odd exactly in won games, and each player can keep to it: the winner of a game makes it last as long as it can, its loser as short. The game that lasts longest ends last, and its winner makes the last move of all.
