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
