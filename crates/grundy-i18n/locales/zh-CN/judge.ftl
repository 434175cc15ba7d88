### 评测题输入被拒绝的原因（`grundy-judge` 的错误）。术语与 core.ftl 一致。
### 汉字与数字、拉丁字母之间留一个空格；标点用全角。

judge-error-at = { $format }：第 { $line } 行第 { $column } 列：{ $reason }
judge-source-graph = 图

## 期望什么，实际是什么

judge-expected-end = 期望{ $what }（{ $kind }），实际为输入结束
judge-expected-end-after = 期望{ $what }（{ $kind }），实际为输入结束（应有 { $total } { $unit }，只有 { $done } { $unit }）
judge-expected-token = 期望{ $what }（{ $kind }），实际为 { $shown }
judge-expected-token-why = 期望{ $what }（{ $kind }），实际为 { $shown }（{ $why }）
judge-extra = 期望输入结束，实际为 { $shown }（数字多于前面给出的个数）

judge-kind-positive = 正整数
judge-kind-non-negative = 非负整数

judge-field-test-cases = 数据组数 T
judge-field-pile-count-upper = 堆数 N
judge-field-pile-count = 堆数 n
judge-field-step-count = 台阶数 n
judge-field-set-size = 集合大小 k
judge-field-stones = 石子数 N
judge-field-largest-take = 每次最多取的个数 K
judge-field-first-pile = 第一堆 a
judge-field-second-pile = 第二堆 b
judge-field-step-stones = 一级台阶上的石子数
judge-field-pile-size = 一堆的石子数
judge-field-set-element = 集合元素
judge-field-heap-count = 堆数 n
judge-field-heap-size = 一堆的石子数
judge-field-node-count = 节点数 n
judge-field-edge-count = 边数 m
judge-field-move-from = 走法的起点
judge-field-move-to = 走法的终点
judge-field-token-count = 棋子数 k
judge-field-token-node = 棋子所在的节点

# 量词随单位而变：应有 3 堆、应有 3 条边。
judge-unit-test-cases = 组数据
judge-unit-piles = 堆
judge-unit-steps = 级台阶
judge-unit-set-elements = 个集合元素
judge-unit-heaps = 堆
judge-unit-edges = 条边
judge-unit-tokens = 枚棋子

## 无法给出答案的数字

judge-set-nim-value = 对于 { $set }，无法计算 { $heap } 个石子的堆的 SG 值：{ $error }
judge-set-listed = S = { $set }
judge-set-counted = S（共 { $count } 个元素）
judge-octal-game = 没有哪个评测题格式是八进制游戏

## 图

judge-too-many-nodes = 最多支持 { $max } 个节点，给出了 { $given } 个
judge-too-many-edges = 最多支持 { $max } 条边，给出了 { $given } 条
judge-no-such-node = 节点 { $node } 不存在：节点编号为 1 到 { $nodes }
judge-edges-out-of-memory = 内存放不下这些边
judge-tokens-out-of-memory = 内存放不下这些棋子
judge-graph-out-of-memory = 内存放不下有 { $nodes } 个节点、{ $edges } 条边的图
judge-memory-budget = 有 { $nodes } 个节点、{ $edges } 条边的图至少需要 { $needed } MiB 内存，超过了 { $budget } MiB 的内存上限

## 读写

judge-io = 输入输出失败：{ $message }
judge-cannot-read = 输入出错：{ $message }
judge-cannot-write = 无法写出答案：{ $message }
