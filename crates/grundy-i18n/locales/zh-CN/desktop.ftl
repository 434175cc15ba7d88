### 桌面应用（及其网页版），按面板分组。✔ 表示必胜的走法，✖ 表示必败的走法。

## 顶栏

app-title = grundy
tab-play = 对弈
tab-theory = 理论
tab-explore = 探索
tab-judge = 评测题
top-hints = 提示（H）
top-hints-hover = 标出每一步是必胜还是必败，并显示 SG 值
top-language = 语言
top-language-hover = 应用的语言；首次启动时跟随系统
language-name-en = English
language-name-zh = 简体中文

## 新游戏面板

setup-heading = 新游戏
setup-game = 游戏
choice-sum = 游戏的和
setup-component = 第 { $component } 个子游戏
setup-remove-component = 删除第 { $component } 个子游戏
setup-add-component = 添加子游戏
setup-misere-game = 反常规则（最后走的一方输）
setup-misere-sum = 反常规则（在整个和中最后走的一方输）
setup-start = 开始游戏
setup-piles = 堆数
setup-largest-pile = 每堆最多石子数
setup-random = 新的随机局面
setup-players = 玩家
mode-vs-computer = 人机对弈
mode-two-players = 双人对弈
mode-computer-vs-computer = 电脑对电脑
setup-human-first = 你先走
setup-skill = 电脑水平
setup-skill-hover = 0：随机走；100：完美走法（能赢就一定赢）
setup-speed = 每秒步数
setup-players-note = 玩家设置从下一局新游戏开始生效。
setup-field-k = { $component ->
    [0] k（每次最多取的个数）
   *[other] 第 { $component } 个子游戏：k（每次最多取的个数）
}
setup-field-set = { $component ->
    [0] 减法集合 S
   *[other] 第 { $component } 个子游戏：减法集合 S
}
setup-field-code = { $component ->
    [0] 八进制代码（凯尔斯（Kayles）0.77，道森凯尔斯（Dawson's Kayles）0.07）
   *[other] 第 { $component } 个子游戏：八进制代码（凯尔斯（Kayles）0.77，道森凯尔斯（Dawson's Kayles）0.07）
}
setup-field-position = { $component ->
    [0] 局面（{ $help }）
   *[other] 第 { $component } 个子游戏：局面（{ $help }）
}
position-help-bash = 这一堆的石子数，例如 { $example }
position-help-piles = 各堆的石子数，例如 { $example }
position-help-heaps = 各堆的石子数，例如 { $example }
position-help-steps = 第 1、2……级台阶上的石子数，例如 { $example }
position-help-wythoff = 两堆的石子数，例如 { $example }
error-line = 错误：{ $error }
setup-error-in-field = { $field }：{ $problem }
field-k = k
field-set = S
field-code = 代码
field-position = 局面
setup-problem-advice = { $problem }。{ $advice }
setup-advice-set = 请试试更小的 S 元素，或更小的堆。
setup-advice-code = 请试试更小的堆，或换一个代码。
setup-error-building = 建立规则时：{ $error }
setup-no-move = 从这里无法走任何一步，所以没有游戏可玩
setup-no-numbers = 没有输入任何数字
setup-not-one = 请给出一个数，而不是 { $given } 个
not-a-number = “{ $text }”不是数字：{ $error }

## 对弈视图

player-you = 你
player-computer = 电脑
player-1 = 玩家一
player-2 = 玩家二
player-computer-a = 电脑甲
player-computer-b = 电脑乙
play-not-started = 新游戏没有开始
play-not-started-note = 请修改表单后重新开始，或回到正在进行的游戏。
play-back-to-game = 回到{ $game }
play-rules-failed = 无法建立这些规则；请开始新游戏。
play-analysis-failed = 无法分析这个局面；请开始新游戏。
play-undo = 悔棋
play-redo = 重做
play-new-game = 新游戏
play-new-game-hover = N：按设置开始新游戏
play-rematch = 再来一局
play-rematch-hover = 同样的开局，换另一方先走
play-resume = 继续
play-pause = 暂停
sum-of-games = { $count } 个游戏的和
title-misere = { $title }（反常规则）
status-you-lose = 你输了。
status-you-win = 你赢了！
status-wins = { $name }获胜！
status-no-winner = 已经没有可走的步，但核心无法判断谁赢了：{ $error }
status-paused = 轮到{ $name }走（已暂停）
status-thinking = { $name }正在思考……
status-your-move = 轮到你走。
status-to-move = 轮到{ $name }走。
sum-line = { $names } = { $values } = { $value }：{ $outcome }
sum-line-p = 必败态（P 态）：每一步都会输
sum-line-n = 必胜态（N 态）：✔ 必胜走法在第 { $components } 个子游戏中
sum-line-unknown = 结果未知：{ $error }
sum-line-no-value-known = 这个和没有 SG 值（{ $error }）；核心仍然知道：{ $outcome }
sum-line-no-value = 这个和没有 SG 值：{ $error }

## 提示：可选走法

hints-moves = 走法
hints-remoteness-computing = 剩余步数：计算中……
hints-remoteness = 剩余步数 { $remoteness }
hints-remoteness-error = 剩余步数：{ $error }
hints-legend = ✔ 必胜（走到必败态）   ✖ 必败
hints-off = 打开提示（H）可以看到哪些走法必胜。
hints-no-move = 已经没有可走的步。
hints-to-value = → SG 值 { $value }
hints-to-p = → 必败态
hints-to-n = → 必胜态
hints-more = ……还有更多走法：点击棋盘来走。
hints-value = SG 值 { $value }
hints-value-none = SG 值：{ $reason }
hints-p = 必败态（P 态）：先手必败
hints-n = 必胜态（N 态）：先手必胜
hints-outcome-unknown = 结果未知：{ $reason }
hints-summary = { $value }；{ $outcome }

## 着法记录与 SG 值图

history-move-list = 着法记录
history-no-piles = （没有堆）
history-start = 开局：{ $position }
history-ply = { $index }. { $player }：{ $mv } → { $after }
history-note = { $line }（{ $note }）
history-threw = { $line }  ✖ 错失了胜局
note-no-perfect-move = 没有找到完美走法：随机走了一步
chart-value-title = 每一步之后的 SG 值（0 = 必败态）
chart-outcome-title = 每一步之后的结果（1 = 必胜态，0 = 必败态）
chart-move = 步数
chart-value = SG 值
chart-threw = ✖ 错失了胜局
chart-value-key = 走完这一步之后的 SG 值
chart-outcome = 结果
chart-outcome-key = 走完这一步之后的结果（1 = 必胜态，0 = 必败态）
chart-threw-key = 错失了胜局的一步
chart-remoteness-title = 每一步之后的剩余步数（谁赢，还要走几步）
chart-above = 上方：{ $who ->
    [you] 你
   *[other] { $name }
}获胜
chart-below = 下方：{ $who ->
    [you] 你
   *[other] { $name }
}获胜
chart-remoteness = 剩余步数
chart-wins = { $who ->
    [you] 你
   *[other] { $name }
}获胜
chart-left-out = 未画出：{ $count } 个局面的剩余步数未知（其搜索超出了上限）

## 走法的错误

move-error-position = 不是这些规则下的局面：{ $error }
move-error-no-move = 电脑找不到可走的步
move-error-computer = 电脑无法走棋：{ $error }

## 后台计算

job-computing = 正在计算{ $what }…… { $seconds } 秒
job-computing-count = 正在计算{ $what }…… { $seconds } 秒，已探索 { $count } 个局面
job-remoteness = 剩余步数
job-rules = 规则
job-computer-move = 电脑的走法
job-answer = 答案
job-grundy-sequence = SG 值序列
job-wythoff-table = 威佐夫博弈的 SG 值表
job-spawn = 无法为它启动线程（{ $kind }）
job-stopped = 计算中止，没有结果

## 等价的尼姆游戏与 Bouton 的演算

nim-eq-heading = 等价的尼姆游戏与 Bouton 的演算
nim-eq-none = 这里没有等价的尼姆游戏：{ $reason }。
nim-eq-pile = 第 { $pile } 堆
nim-eq-the-game = 这个游戏
nim-eq-component = 第 { $component } 个子游戏
nim-eq-one-game = 一个游戏就相当于一堆石子数等于其 SG 值 g 的尼姆堆（SG 定理）：它能走到每一个更小的值，却走不到 g 本身。一堆的 Bouton 演算：当且仅当这堆为空、每一列都是偶数时，先手必败。
nim-eq-piles = { $count ->
    [one] 这一堆与一个尼姆堆完全一样：不超过其石子数的每一种取法都是一步。写成二进制：当且仅当这堆为空、每一列都是偶数时，先手必败。
   *[other] 这些堆与尼姆游戏的堆完全一样。把它们写成二进制，上下对齐：当且仅当每一列 1 的个数都是偶数时，先手必败（Bouton，1901）。
}
nim-eq-components = 每个子游戏都相当于一堆石子数等于其 SG 值 g 的尼姆堆（SG 定理），所以这个和就是在这些堆上玩尼姆游戏。把它们写成二进制，上下对齐：当且仅当每一列 1 的个数都是偶数时，先手必败（Bouton，1901）。
nim-eq-heap = 堆
nim-eq-game-row = { $title }：g
nim-eq-component-row = { $name }（{ $title }）：g{ $sub }
nim-eq-ones = 这一列 1 的个数
nim-eq-parity = 奇偶
nim-eq-odd = 奇
nim-eq-even = 偶
nim-eq-xor = 异或 = { $binary } = { $xor }（每一列的奇偶就是异或值的一位）
nim-eq-all-even = 每一列都是偶数：异或值为 0，是必败态。任何一步都只改变一堆，于是会让某一列变成奇数，而对手总能让每一列重新变成偶数。
nim-eq-highest = 最高的奇数列是 2{ $sup } = { $power }。它指向在这一列上为 1 的堆：
nim-eq-reduce = ✔ 把{ $name }从 { $size } 减到 { $size } ⊕ { $xor } = { $target }（{ $from } → { $to }）：每一列都变成偶数
nim-eq-move-value = ✔ 把{ $name }从 SG 值 { $size } 走到 SG 值 { $size } ⊕ { $xor } = { $target }（{ $from } → { $to }）：每一列都变成偶数
nim-eq-raising = ✔ 核心还在第 { $component } 个子游戏中找到一步必胜走法，它把这个子游戏的 SG 值从 { $before } 提高到 { $after }（{ $mv }）：与尼姆堆不同，一个游戏可以走到更大的 SG 值，而异或值照样变为 0。

## 棋盘

board-in-component = 第 { $component } 个子游戏，{ $what }
board-winning = ✔ { $mv }：必胜（留下必败态）
board-losing = ✖ { $mv }：必败
board-value = g{ $sub } = { $value }
board-value-unknown = g{ $sub } 未知
board-winning-here = ✔ 这里有一步必胜走法
board-stone = { $pile }，从上往下第 { $stone } 个石子
board-tall = 这么高的堆没有全部画出：
board-tall-steps = 这么高的台阶没有全部画出：
board-count = 个数
board-play = 走这一步
board-pile = 堆
board-pile-n = 第 { $pile } 堆
board-step = 台阶
board-pile-or-both = 堆（3 = 两堆）
bash-help = 每次取 1 到 { $k } 个石子：点击一个石子，取走它和它上面的所有石子。
nim-help = 点击一个石子，取走它和它上面的所有石子。
octal-help = 每一堆是一排球瓶。点击一个球瓶，再点击同一排的另一个，或者拖过它们：“取走”会击倒其间相邻的球瓶。两侧剩下的球瓶就是留下的堆。
octal-help-grundy = 每一堆是一排球瓶。一步把一堆分成大小不同的两堆，不取走任何球瓶：在下面选择堆和其中一部分的大小，再点“走这一步”。
octal-heap-n = 第 { $heap } 堆
octal-heap = 堆
octal-take = 取
octal-leave = 留下一堆
octal-and = 和另一堆 { $size } 个
set-nim-allowed = 允许取的个数：S = { $set }。只有取的个数在 S 中的石子才能点击。
set-nim-none = 无
set-nim-pile-takes = 第 { $pile } 堆（{ $size }）：{ $takes }
set-nim-separator = ；
set-nim-allowed-now = 现在允许的取法——{ $piles }
split-help = 选一堆，再选替换它的两个更小的堆，然后点击“拆分”。
split-pile = 拆分第 { $pile } 堆（{ $size }）
split-first = 第一个新堆
split-second = 第二个新堆
split-button = 拆分
split-rule = 两个新堆都必须小于 { $size }；空堆会消失，新堆会得到新的编号。
staircase-help = 点击一个石子，把它和它上面的石子往下移一级台阶（从第 1 级移走的石子离开游戏）。奇数级台阶颜色较浅。
staircase-ground = 地面
staircase-stone = 第 { $step } 级台阶，从上往下第 { $stone } 个石子
wythoff-help = 石子堆：点击一个石子，取走它和它上面的石子。
wythoff-first = 第一堆
wythoff-second = 第二堆
wythoff-grid-too-big = 两堆都小于 { $max } 时才画出皇后的棋盘；这里是（{ $a }, { $b }）。
wythoff-grid-help = 皇后：点击左边、下边或左下斜线上的格子。• 表示必败态。
wythoff-queen-to = 皇后走到（{ $x }, { $y }）
wythoff-queen = 后

## 理论页（正文在 theory.ftl）

theory-of = 理论：
theory-sums = 游戏的和
theory-rule = 规则
theory-theorem = 定理
theory-why = 为什么成立
theory-judge = 它能解的评测题
theory-misere = 这个游戏支持反常规则（最后走的一方输）。

## 探索页

explore-set-nim = 集合尼姆的 SG 值序列
explore-split-nim = 拆分尼姆的 SG 值序列
explore-bash = 巴什博弈的 SG 值序列
explore-wythoff = 威佐夫博弈的热力图
explore-set = 集合 S
explore-table-size = 表格大小 N
explore-compute = 计算
explore-wythoff-about = 用 mex 规则计算的威佐夫博弈 SG 值（Wythoff::fill_table），颜色见下面的色标；白色格子是必败态，SG 值为 0：(⌊kφ⌋, ⌊kφ⌋ + k)，由 Wythoff::outcome_of 判定。
explore-split-formula = 拆分尼姆：g(0) = 0，当 n ≥ 1 时 g(n) = 2(n − 1) + [popcount(n − 1) 为偶数]——第 n 个可憎数（二进制中 1 的个数为奇数），OEIS A000069。
explore-set-period = S = { $set }：前周期 { $pre }，周期 { $period }——已证实：对每个 n ≥ { $pre } 都有 g(n + { $period }) = g(n)，所以不超过 2^64 − 1 的每一堆都有精确的 SG 值。
explore-preperiod = 前周期
explore-first-period = 第一个周期段
explore-column-n = n
explore-column-g = g(n)
explore-column-part = 部分
explore-column-binary = g(n) 的二进制
explore-column-outcome = 结果
explore-period-phase = 周期，相位 { $phase }
explore-values = SG 值
explore-preperiod-ends = 前周期结束
explore-first-period-ends = 第一个周期结束
explore-k = k（每次最多取的个数）
explore-bash-formula = k = { $k } 的巴什博弈：g(n) = n mod { $modulus }；必败态是 { $modulus } 的倍数。
explore-side = 边长
explore-rows = 行数
explore-heat-map-alt = 威佐夫博弈 SG 值热力图
explore-p-position = 必败态
explore-n-position = 必胜态
explore-cell = （{ $a }, { $b }）：g = { $value }，{ $outcome }
explore-heat-map-caption = { $side } × { $side } 个格子，SG 值从 0 到 { $max }；横向是第一堆，纵向是第二堆。

## 评测题页

judge-heading = 评测题
judge-problem = 题目
judge-load-sample = 载入样例输入
judge-input-format = 输入格式：{ $format }
judge-input = 输入
judge-solve = 求解
judge-output = 输出
judge-copy-output = 复制输出
judge-copied = ✔ 已复制到剪贴板
judge-error = 错误：{ $error }
judge-title-51nod-1066 = 巴什博弈（51nod 1066）
judge-title-51nod-1072 = 威佐夫博弈（51nod 1072）
judge-title-51nod-1069 = 尼姆游戏（51nod 1069）
judge-title-acwing-891 = 尼姆游戏（AcWing 891）
judge-title-acwing-892 = 阶梯尼姆（AcWing 892）
judge-title-acwing-893 = 集合尼姆（AcWing 893）
judge-title-acwing-894 = 拆分尼姆（AcWing 894）
judge-format-51nod-1066 = T，然后 T 行“N K”（N 个石子，每次取 1..=K 个，K >= 1）；每行先手必胜输出 A，否则输出 B
judge-format-51nod-1072 = T，然后 T 行“a b”（两堆）；每行先手必胜输出 A，否则输出 B
judge-format-51nod-1069 = N，然后 N 个堆的石子数；先手必胜输出 A，否则输出 B
judge-format-acwing-891 = n，然后 n 个堆的石子数；先手必胜输出 Yes，否则输出 No
judge-format-acwing-892 = n，然后 a_1 .. a_n（第 i 级台阶上有 a_i 个石子）；先手必胜输出 Yes，否则输出 No
judge-format-acwing-893 = k，然后 k 个集合元素（>= 1），再是 n，然后 n 个堆的石子数；先手必胜输出 Yes，否则输出 No
judge-format-acwing-894 = n，然后 n 个堆的石子数；先手必胜输出 Yes，否则输出 No

## 新游戏面板与对弈视图（续）

choice-graph = 图上的游戏
setup-graph-about = 有向图上的棋子，沿着边可以回到走过的点。选一个现成的图，或在对弈视图中更改这个图。
setup-misere-not-offered = 这个游戏不提供反常规则（核心只知道巴什博弈和尼姆游戏的反常规则）：按常规规则进行。
setup-steps = 台阶数
setup-piles-or-steps = 堆数或台阶数
setup-random-graph = 新的随机图
play-goal-normal = 获胜方法：走最后一步。无法走的一方输（常规规则）。
play-goal-misere = 获胜方法：让对手走最后一步。走最后一步的一方输（反常规则）。
play-set-up = 设置局面
play-set-up-hover = 在棋盘上添加或拿走石子和堆
play-save-board = 把棋盘存为 PNG……
play-save-charts = 把图表存为 PNG……
play-charts-off = 打开提示后，会显示每一步之后的 SG 值和剩余步数的图表。
history-click = 点击一步，回到这一步之后的局面。
hints-endings = N 步胜 / N 步败：按完美走法，游戏在 N 步之后结束（这一步也算在内）；颜色较深的先结束。
hints-remoteness-wins = 剩余步数 { $remoteness }：先手在 { $remoteness } 步内获胜
hints-remoteness-loses = 剩余步数 { $remoteness }：先手在 { $remoteness } 步内输
hints-remoteness-unknown = 剩余步数未知
hints-win-in = { $moves } 步胜
hints-lose-in = { $moves } 步败
explore-octal = 八进制游戏
explore-table-size-max = 表格大小 N（最大 { $max }）
explore-set-no-period = S = { $set }：在 { $table } 个值之内无法证实 SG 值序列的周期（表格大小 N；各个前端最大都是 { $max }）。不过 0 到 { $limit } 各堆的 SG 值仍然精确：它们列在下面，对弈视图也能玩每一堆都这么小的局面。
explore-save-csv = 把表格存为 CSV……
explore-save-png = 把热力图存为 PNG……
explore-scale = 色标：
explore-scale-zero = 0（必败态）
explore-octal-code = 八进制代码
explore-known-games = 著名的游戏：
explore-octal-hover = 八进制游戏 { $code }
explore-octal-titled = { $code }（{ $name }）
octal-name-0-16 = 0.16（周期 149459）
explore-octal-period = { $code }：前周期 { $pre }，周期 { $period }——由 Guy–Smith 定理根据 { $computed } 个值证实：对每个 n ≥ { $pre } 都有 g(n + { $period }) = g(n)，所以不超过 2^64 − 1 的每一堆都有精确的 SG 值。
explore-octal-no-period = { $code }：在 { $capacity } 个值之内没有证实周期；表格列出小于 { $computed } 的各堆的 SG 值。更长的表格也许能证实周期。
explore-first-values = g(0)、g(1)……g({ $last })：{ $values }
explore-table = 表格

## 导出

export-saved = 已保存到 { $path }
export-saved-no-dialog = 已保存到 { $path }（这里无法打开保存对话框：没有 XDG 桌面门户，也没有 zenity）
export-downloaded = 已保存为 { $name }（浏览器的下载）
export-cancelled = 没有保存：没有选择文件
export-failed = 没有保存：{ $error }
export-too-large = 图片太大
export-empty = 图片是空的（它没有任何部分在屏幕上）
export-taking-picture = 正在截图……
job-octal-values = 八进制游戏的 SG 值
job-save-dialog = 保存对话框

## 图上的游戏

graph-refused = 核心不接受这个图：{ $error }
graph-title = 图上的游戏：{ $name }
graph-preset-loopy = 有平局的有环图
graph-preset-random = 随机有向无环图
graph-preset-nim-heap = 尼姆堆的图
graph-yours = 你的图
graph-nim-heap-of = { $size } 个石子的尼姆堆
graph-nim-heap-size = 尼姆堆的石子数
graph-presets = 现成的图：
graph-new-game-hover = N：从图上的初始棋子重新开始
graph-stop = 停止：判为平局
graph-show-values = 显示 SG 值
graph-show-values-hover = 每个节点的 SG 值：一个数，或带 K 的 ∞（K 是其后继的有限 SG 值）
graph-edit = 编辑这个图
graph-edit-hover = 用鼠标添加和删除节点、边和棋子
graph-circle = 圆形
graph-circle-hover = 把节点排成一个圆
graph-layers = 分层
graph-layers-hover = 把节点分层排列（无环的图）
graph-tool-drag = 拖动节点
graph-tool-add-node = 添加节点
graph-tool-add-edge = 添加边
graph-tool-token = 放置棋子
graph-tool-delete = 删除
graph-tool-drag-help = 拖动一个节点来移动它；游戏继续进行。
graph-tool-add-node-help = 点击棋盘上的空白处，在那里添加一个节点。
graph-tool-add-edge-help = 点击一个节点，再点击边通向的节点（再点同一个节点就是自环），或者从一个节点拖到另一个节点。
graph-tool-token-help = 点击一个节点，在上面放一枚棋子；右键点击拿走一枚。
graph-tool-delete-help = 点击一个节点，或一条边中间的手柄，把它删除。
graph-edit-too-many-nodes = 这里的图最多有 { $max } 个节点
graph-edit-too-many-tokens = 图上最多放 { $max } 枚棋子
graph-edit-no-such-node = 没有节点 { $node }
graph-stopped = 平局：游戏已停止，因为完美走法永远不会结束它。
graph-unexplained = 没有棋子能移动，但核心说：{ $outcome }
graph-editing = 正在编辑这个图：每次更改后，游戏都从图上的棋子重新开始。
graph-your-move = 轮到你：点击一个节点选一枚棋子，再点击一条边的手柄或要移到的节点。
graph-draw-note = 按完美走法，这个局面是平局：双方都无法强制获胜，游戏可以永远进行下去。继续走，或者停止。
graph-no-tokens = 没有棋子：{ $outcome }
graph-sum-infinite = { $names } = { $values }：第 { $token } 枚棋子在 ∞ 上，K = {"{"}{ $k }{"}"}，其余棋子的异或值是 { $xor }：{ $outcome }（当且仅当 { $xor } 在 K 中时先手必胜）
graph-sum-many-infinite = { $names } = { $values }：有 { $count } 枚棋子在 ∞ 上：{ $outcome }
graph-outcome-a-win = 先手必胜
graph-outcome-a-loss = 先手必败
graph-outcome-a-draw = 平局
graph-outcome-line = 结果：{ $outcome }
graph-legend = ✔ 必胜   = 保持平局   ✖ 必败
graph-hints-off = 打开提示（H）可以看到哪些走法必胜、平局或必败。
graph-no-move-yet = 还没有走棋。
graph-ply = { $index }. { $player }：{ $mv }
graph-board = 图的棋盘
graph-node = 节点 { $node }
graph-edge = 边 { $from } → { $to }
graph-handle = 第 { $token } 枚棋子：节点 { $from } → 节点 { $to }
graph-leaves = { $mv }：留给对手{ $after }
graph-after-loss = 必败（必胜的一步）
graph-after-draw = 平局（完美走法永不结束）
graph-after-win = 必胜（必败的一步）
graph-node-value = SG 值 { $value }
graph-node-infinite = SG 值 ∞，K = {"{"}{ $k }{"}"}（其后继的有限 SG 值）
graph-node-tip = 节点 { $node }：{ $value }；一枚棋子单独在这里时{ $alone }
theory-graphs = 图上的游戏

## 棋盘（续）

octal-pin = 第 { $heap } 堆，第 { $pin } 个球瓶
octal-too-long = 太长，画不下：请用下面的表单走这一步
octal-take-pins = 取走 { $count } 个球瓶
octal-clear = 清除
octal-not-allowed = 不允许：{ $reason }
octal-by-numbers = 或者用数字：
split-type-sizes = 输入两个新堆的石子数
board-type-count = 输入一个整数个石子

## 设置局面

edit-help = 设置局面：点击一个石子，拿走它和它上面的石子；+ 添加一个石子，− 拿走一个。游戏从设置好的局面重新开始。
edit-step-n = 第 { $step } 级台阶
edit-take-off = 拿走一个石子
edit-add = 添加一个石子
edit-take-off-name = 从{ $name }拿走一个石子
edit-add-name = 给{ $name }添加一个石子
edit-add-step = 添加一级台阶
edit-remove-step = 去掉最上面的台阶
edit-add-pile = 添加一堆
edit-remove-pile = 去掉最后一堆
edit-stone = 设置：{ $name }，第 { $stone } 个石子
edit-stone-hover = 拿走这个石子和它上面的石子

## 按规则定义的游戏：Rhai 脚本
choice-script = 按规则定义的游戏
script-about = 用 Rhai 脚本写出规则：fn moves(p) 列出局面 p（一组数）的所有走法；fn parts(p)（把局面看作和）与 fn name() 可以不写。
script-examples = 示例
script-examples-choose = 选择一个示例…
script-examples-yours = 你的脚本（选示例之前的）
script-example-grundy = Grundy 游戏
script-example-lasker = Lasker 的尼姆游戏
script-example-squares = 取平方数
script-example-kayles = 凯尔斯（Kayles）
script-example-northcott = Northcott 游戏
script-example-loopy = 有环图上的棋子（平局）
script-rules = 规则（Rhai 脚本）
script-start = 开始局面（数）
script-error = 脚本错误：{ $error }
script-error-at = 脚本错误：{ $error } — 位于：{ $line }
script-search-budget = 搜索的局面数将超过 { $budget }
script-engine-syntax = 第 { $line } 行第 { $column } 列：语法错误：{ $message }
script-engine-at = 第 { $line } 行第 { $column } 列：{ $message }
script-engine-returned = 结果为 { $value }：{ $problem }
script-engine-too-large = 数 { $number } 超出脚本整数的范围（最大为 { $max }）
script-budget = 局面数上限
script-budget-hover = 求解器最多探索这么多个局面（每个约一百字节），游戏需要更多时会说明。开始游戏时读取。
script-budget-exceeded = 该游戏需要的局面数超过 { $budget }（已探索 { $explored } 个）。请调高脚本旁的“局面数上限”，再重新开始游戏。
script-title = 按规则定义的游戏：{ $name }
script-new-game-hover = N：重新开始表单中的脚本（“开始游戏”读取编辑器）
script-position = 局面 { $position }
script-summary = 值 { $value }；{ $outcome }；{ $remoteness }
script-no-remoteness = 没有剩余步数（平局永远不会结束）
script-option = → { $position }（值 { $value }）
script-option-plain = → { $position }
job-script = 求解器的答案
explore-script = 按规则定义的游戏
explore-script-about = 对弈页表单中脚本（按规则定义的游戏）的局面 [0]、[1]、…、[n] 的值。有环的值（∞）画在 −1 处。
explore-script-upto = 最大的 n
explore-script-values = g([0]) … g([{ $upto }])：{ $values }
explore-script-period = 可能有周期 { $period }，从局面 [{ $from }] 开始（只在 [0] … [{ $upto }] 中看到，未经证明：脚本的规则无法证明周期）
explore-script-no-period = 看不出周期：最后 1/4 的值没有在前面重复出现
explore-script-loopy = 没有周期：有些值是有环的（∞）
explore-script-position = 局面
explore-script-value = 值
job-script-values = 脚本的值

## 探索页：经典游戏。

explore-classics = 经典游戏
classics-name-nimk = 摩尔的尼姆游戏
classics-name-euclid = 欧几里得游戏
classics-name-turtles = 模仿乌龟
classics-name-ruler = 尺子游戏
classics-name-corners = 翻角游戏
classics-name-hackenbush = 绿色 Hackenbush
classics-position = 局面（按命令行的写法）
classics-set = 设定
classics-undo = 悔棋
classics-hints = 显示提示
classics-heads = 正
classics-tails = 反
classics-turn-picked = 翻转选中的硬币
classics-pile = 第 { $pile } 堆：{ $size }
classics-take = 取走
classics-take-from-piles = 从这些堆中取走
classics-corners-how = 先点一枚正面硬币，再点它所在矩形左上方的对角。
classics-play = 走：{ $mv }
