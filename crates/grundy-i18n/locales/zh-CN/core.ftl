### 核心库的用语：结果、游戏、走法与错误。
###
### 术语表（与界面其余部分一致）：
###   position 局面；move 走法；pile / heap 堆；stone 石子；step 台阶（第 n 级）；
###   component 子游戏；sum of games 游戏的和；Grundy value SG 值；mex mex；XOR 异或；
###   Nim 尼姆（Nim 尼姆游戏，Staircase Nim 阶梯尼姆，Set Nim 集合尼姆，Split Nim 拆分尼姆）；
###   nim-sum 尼姆和；P-position 必败态（P 态）；N-position 必胜态（N 态）；
###   the player to move 先手（轮到走的一方）；normal play 正常规则；misère play 反常规则；
###   remoteness 剩余步数；period 周期；preperiod 前周期；subtraction set 减法集合。
### 汉字与数字、拉丁字母之间留一个空格；标点用全角。

## 通用

number = { $n }
list-separator = 、
in-component = 第 { $component } 个子游戏：{ $error }

## 结果与规则

outcome-p = P（必败态：先手必败）
outcome-n = N（必胜态：先手必胜）
convention-normal = 正常规则
convention-misere = 反常规则

## 游戏

game-bash = 巴什博弈
game-wythoff = 威佐夫博弈
game-nim = 尼姆游戏
game-staircase = 阶梯尼姆
game-set-nim = 集合尼姆
game-split-nim = 拆分尼姆
game-octal = 八进制游戏
game-grundy = Grundy 游戏

numbers-are-piles = 各堆石子数
numbers-are-steps = 各级台阶上的石子数

spec-bash = { $convention ->
    [misere] 巴什博弈（k = { $k }，反常规则）
   *[normal] 巴什博弈（k = { $k }）
}
spec-nim = { $convention ->
    [misere] 尼姆游戏（反常规则）
   *[normal] 尼姆游戏
}
spec-set-nim = 集合尼姆（S = { $set }）
spec-octal = 八进制游戏 { $code }
spec-octal-named = { $name }（八进制游戏 { $code }）
octal-name-kayles = 凯尔斯
octal-name-dawsons-kayles = 道森凯尔斯
octal-name-dawsons-chess = 道森象棋
octal-name-officers = 军官棋
octal-name-treblecross = 一维三连棋
spec-hexadecimal = 十六进制游戏 { $code }

## 走法（堆、台阶与子游戏都从 1 开始编号）

move-take = 从第 { $pile } 堆取走 { $count } 个
move-wythoff-first = 从第一堆取走 { $count } 个
move-wythoff-second = 从第二堆取走 { $count } 个
move-wythoff-both = 从两堆各取走 { $count } 个
move-stair-ground = 把第 1 级台阶上的 { $count } 个石子移到地面
move-stair = 把第 { $step } 级台阶上的 { $count } 个石子移到第 { $below } 级
move-split = 把第 { $pile } 堆拆成 { $a } 和 { $b } 两堆
move-split-three = 把第 { $pile } 堆拆成 { $a }、{ $b } 和 { $c } 三堆
move-octal-split = 把第 { $pile } 堆拆成 { $a } 和 { $b } 两堆
move-octal-split-three = 把第 { $pile } 堆拆成 { $a }、{ $b } 和 { $c } 三堆
move-octal-take-nothing = 不从第 { $pile } 堆取石子
move-octal-leaving-three = 从第 { $pile } 堆取走 { $take } 个，剩下 { $a }、{ $b } 和 { $c } 三堆
move-octal-leaving-two = 从第 { $pile } 堆取走 { $take } 个，剩下 { $a } 和 { $b } 两堆
move-octal-leaving-one = 从第 { $pile } 堆取走 { $take } 个，剩下一堆 { $a } 个
move-octal-leaving-nothing = 从第 { $pile } 堆取走 { $take } 个，不剩石子
move-in-component = 在第 { $component } 个子游戏中：{ $mv }

## 无法建立的规则

rules-zero-max-take = 每次最多取的个数 k 至少为 1
rules-empty-set = 减法集合为空
rules-zero-in-set = 减法集合含有 0（一步什么都不取）
rules-set-too-large = 减法集合的元素多于 { $capacity } 个
rules-no-period-within = 在 { $capacity } 个值之内无法证实 SG 值序列的周期
rules-work-limit = 计算不超过 { $heap } 的各堆的 SG 值需要 { $work } 步（表格单元数乘以集合元素数），超过了上限 { $budget }
rules-no-components = 游戏的和至少要有一个子游戏
rules-too-many-components = 游戏的和最多有 { $capacity } 个子游戏
rules-misere-unknown = { $game }的反常规则未知（核心只知道巴什博弈和尼姆游戏的反常规则）
rules-heap-beyond-table = 在 { $capacity } 个值之内未能证实 SG 值序列的周期，而 { $heap } 个石子的堆超出了 { $capacity } 个值的普通表格的范围
rules-unsupported = 这里不提供{ $game }
octal-table-too-small = 在 { $capacity } 个值之内无法证实周期，而不超过 { $max_heap } 的各堆需要 { $cells } 个单元
octal-value-too-large = { $heap } 个石子的堆的 SG 值超过 65535，即一个表格单元能容纳的最大值
octal-work-limit = 计算不超过 { $heap } 个石子的各堆的 SG 值需要超过 { $work } 步（看过的选项数），超过了上限 { $budget }
octal-code-empty = 八进制代码为空
octal-code-no-point = 八进制代码要带小数点，例如 0.77
octal-code-bad-leading = 小数点前只能是 0、4、8 或 c（可以不取石子而把一堆拆开：4 拆成两堆，8 拆成三堆，c 拆成两堆或三堆）
octal-code-bad-digit = 第 { $take } 位是 `{ $found }`，不是代码的数字（0 到 7，十六进制游戏可到 f）
octal-code-too-many-digits = 八进制代码多于 { $capacity } 位

## 无法建立的局面

position-too-many-piles = 给出了 { $given } 堆，最多只能容纳 { $capacity } 堆
position-wrong-pile-count = 这个游戏恰好有 { $expected } 堆，给出了 { $given } 堆
position-too-many-stones = 台阶上的石子总数超过 18446744073709551615
position-pile-too-large = 第 { $pile } 堆有 { $size } 个石子，但这些规则只为不超过 { $max } 的堆而建
sum-position-count = 给出了 { $given } 个子游戏，与这个游戏的和的子游戏数不同

## 不合法的走法

illegal-move = 不合法的走法：{ $reason }
illegal-no-such-pile = 没有第 { $pile } 堆（共有 { $piles } 堆）
illegal-takes-nothing = 每一步至少要取一个石子
illegal-not-enough-stones = 不能从 { $available } 个石子的堆中取走 { $take } 个
illegal-more-than-max-take = 不能取 { $take } 个石子，每步最多取 { $max_take } 个
illegal-not-in-set = { $take } 不在减法集合中
illegal-not-smaller = 两个新堆都必须小于第 { $pile } 堆（{ $size } 个石子）
illegal-too-many-piles = 结果会多于 { $capacity } 堆
illegal-overflow = 某一堆的石子会超过 18446744073709551615 个
illegal-other-game = 这一步或这个局面属于另一个游戏
illegal-no-such-component = 没有第 { $component } 个子游戏（共有 { $components } 个）
illegal-not-in-code = { $heaps ->
    [0] 这个游戏不允许取走 { $take } 个后不留下堆
    [1] 这个游戏不允许取走 { $take } 个后留下一堆
    [2] 这个游戏不允许取走 { $take } 个后留下两堆
   *[other] 这个游戏不允许取走 { $take } 个后留下三堆
}
illegal-heaps-left = 留下的各堆共要有 { $expected } 个石子
illegal-equal-heaps = 要把一堆拆成大小不同的两堆，不能拆成两堆 { $size } 个
illegal-not-a-multiple = 不能减去 { $take }：每一步从较大数中减去较小数 { $of } 的正整数倍

## 无法给出的值与结果

grundy-misere = SG 值描述的是正常规则，不是反常规则
grundy-no-formula = 这个 SG 值没有已知的公式，计算它需要 { $needed } 个单元的表格，多于可用的 { $capacity } 个（胜负判断仍然精确）
sum-misere-unknown = 这个游戏的和在反常规则下的结果未知：第 { $component } 个子游戏不是尼姆游戏（核心只能解出各子游戏都是尼姆游戏的反常规则下的和）
search-budget = 搜索需要超过 { $budget } 个局面
search-too-deep = 这局游戏可能超过 { $depth } 步
search-capacity = 某一步超出了核心的容量
search-unheld = 有一步合法的走法无法表示：{ $reason }
mex-overflow = mex 至少为 { $capacity }，超出了位集的容量
table-cell-too-small = 位置 { $index } 的 SG 值 { $value } 放不进一个表格单元
table-too-small = 表格需要 { $needed } 个单元，多于给出的 { $capacity } 个

## 输入的数字

number-empty = 数字至少要有一位
number-negative = 不允许负数
number-too-large = 大于 18446744073709551615
number-not-ascii = 只有 ASCII 数字 0-9 才算数字
number-not-digits = 数字只能由 ASCII 数字 0-9 组成，不带正负号

## 图上的游戏

graph-move = 把第 { $token } 枚棋子移到节点 { $node }
graph-outcome-win = 先手必胜
graph-outcome-loss = 先手必败
graph-outcome-draw = 平局
graph-buffer-offsets = 偏移
graph-buffer-targets = 边终点
graph-buffer-values = SG 值
graph-buffer-scratch = 工作区
graph-buffer-k-set = K 集合
graph-no-offsets = 偏移数组为空（需要节点数 + 1 项）
graph-first-offset = 第一个偏移是 { $first }，不是 0
graph-offsets-decrease = 偏移在节点 { $node } 处减小（这一行在开始之前就结束了）
graph-last-offset = 最后一个偏移是 { $last }，但边的终点有 { $targets } 个
graph-edge-out-of-range = 边 { $from } -> { $to } 超出了这个有 { $nodes } 个节点的图
graph-too-many-nodes = 给出了 { $nodes } 个节点，最多只能有 { $max } 个
graph-too-many-edges = 给出的边超过 { $max } 条
graph-buffer-too-small = { $buffer }缓冲区只有 { $given } 项，需要 { $needed } 项
graph-no-such-node = 没有节点 { $node }（共有 { $nodes } 个）
graph-no-such-token = 没有第 { $token } 枚棋子（共有 { $tokens } 枚）
graph-not-an-edge = 没有从节点 { $from } 到节点 { $to } 的边
graph-seed-too-large = 给节点 { $node } 的值 { $value } 不小于 { $max }
