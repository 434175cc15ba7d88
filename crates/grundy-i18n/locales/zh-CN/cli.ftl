### `grundy hint` 的文本输出（JSON 输出不翻译，供程序读取）。行首缩进由程序加上。

hint-position = { $game }，{ $numbers_are }：{ $numbers }
hint-game-misere = { $game }（反常规则）
hint-empty = （空）
hint-sum-header = { $convention ->
    [misere] { $count } 个子游戏的和（反常规则：最后走的一方输）：
   *[normal] { $count } 个子游戏的和：
}
hint-component-value = { $index }. { $words }：SG 值 { $value }
hint-none = 无（{ $reason }）
hint-outcome = 结果：{ $outcome }
hint-outcome-searched = 结果：{ $outcome }，由搜索所有局面得出（没有定理能给出它：{ $reason }）
hint-outcome-unknown = 结果：未知（{ $reason }）
hint-grundy-single = SG 值：{ $value }
hint-grundy-sum = 和的 SG 值（各子游戏 SG 值的异或）：{ $value }
hint-remoteness = 剩余步数：{ $remoteness }（双方都走最优时还要走的步数）
hint-remoteness-unknown = 剩余步数：未知（{ $reason }）
hint-error = 错误：{ $message }
hint-core-offered = 核心给出了走法“{ $mv }”，但是：{ $error }
hint-core-offered-missing = 核心给出的走法“{ $mv }”所在的子游戏不存在
hint-no-move-won = 已经没有可走的步：轮到走的一方获胜
hint-no-move-lost = 已经没有可走的步：轮到走的一方落败
hint-winning-moves = 必胜走法：
hint-winning-moves-unheld = 没有可以表示的走法：{ $reason }
hint-and-more = ……还有更多
hint-searched-win = 搜索找到的一步必胜走法：
hint-longest-loss = 每一步都会输；能让游戏拖得最久的一步：
hint-first-legal = 每一步都会输；游戏太大，无法搜索出拖得最久的一步，下面是第一步合法走法：
hint-move-single = { $mv }：{ $before } → { $after }
hint-move-in-component = 在第 { $component } 个子游戏（{ $before }）中：{ $mv } → { $after }

## 由规则文件（脚本）给出的游戏（`grundy hint script FILE …`）。

hint-script-position = { $game }（规则文件 { $file }），局面：{ $numbers }
hint-script-move = { $before } → { $after }
hint-script-move-in-component = 在第 { $component } 个子游戏中：{ $before } → { $after }
hint-keeps-draw = 平局；保持平局的一步：
hint-every-move-loses = 每一步都会输；例如：
hint-remoteness-draw = 剩余步数：无（平局永不结束）
hint-remoteness-script-sum = 剩余步数：含规则文件游戏的和不计算
outcome-d = D（平局：双方都无法强制获胜）

## 经典游戏（`grundy hint nimk|euclid|turtles|ruler|corners|hackenbush …`，以及带 `--every` 的 Every-SG 复合游戏）。

classic-position-nimk = 摩尔的尼姆游戏（k = { $k }：一次可从 1 到 { $k } 堆中取），各堆石子数：{ $numbers }
classic-position-euclid = 欧几里得游戏（从较大数中减去较小数的倍数），两个数：{ $a } { $b }
classic-position-turtles = 模仿乌龟（翻转 1、2 或 3 枚硬币，最右一枚由正面翻为反面），硬币从 0 编号：{ $row }
classic-position-ruler = 尺子游戏（翻转以一枚正面硬币结尾的连续一段硬币），硬币从 1 编号：{ $row }
classic-position-corners = 翻角游戏，棋盘 { $rows } × { $cols }（翻转矩形的四个角，右下角由正面翻为反面），正面硬币：{ $coins }
classic-position-hackenbush = 绿色 Hackenbush，以顶点 { $root } 为地面，各边：{ $edges }
classic-heads-coins = 正面硬币 { $coins }
classic-no-heads = 没有正面硬币
classic-no-edges = 没有边
classic-grundy-unknown = SG 值：没有已知的公式（摩尔定理只给出谁胜）
classic-every-move-loses = 每一步都必败
classic-after-unshown = { $mv }
classic-move-nimk = 从{ $takes }
classic-take-item = 第 { $pile } 堆取走 { $count } 个
classic-takes-separator = ，
classic-list-last = { $first }，再从{ $last }
classic-move-euclid = 从第 { $pile } 个数中减去 { $count }
classic-move-turn-one = 翻转第 { $a } 枚硬币
classic-move-turn-two = 翻转第 { $a }、{ $b } 枚硬币
classic-move-turn-three = 翻转第 { $a }、{ $b }、{ $c } 枚硬币
classic-move-run = 翻转第 { $first } 到第 { $last } 枚硬币
classic-move-corners = 翻转 ({ $a },{ $b })、({ $a },{ $y })、({ $x },{ $b })、({ $x },{ $y })
classic-move-cut = 剪断第 { $edge } 条边（{ $u }-{ $v }）
classic-unsettled = 在求解器的预算内未能确定硬币 ({ $r },{ $c }) 的走法
classic-every-header = { $count } 个游戏的 Every-SG 复合游戏（每一步须在每个还能走的游戏中各走一步；最后走的一方胜）：
classic-every-component = { $index }. { $words }：悬念数 { $suspense }，{ $outcome }
classic-every-outcome = 结果：{ $outcome }：最大的悬念数 { $suspense } 是{ $parity ->
        [odd] 奇数
       *[even] 偶数
    }
classic-every-moves = 完美走法，在每个游戏中各走一步：

# 反常商（misère quotient，Plambeck 与 Siegel）对反常规则提示的补充。
misere-quotient-source = { $game } 在堆 0..={ $max } 上的反常商（|Q| = { $size }，|P| = { $p }）
misere-quotient-says = 由{ $source }：{ $heaps } 是 { $outcome }
misere-quotient-moves = 反常商给出的全部必胜走法：
