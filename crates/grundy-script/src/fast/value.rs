//! The values of a compiled script: integers, booleans, unit and arrays, arrays shared until
//! changed (a script's arrays are values: `let q = p` is a copy, made only when `q` changes).
//!
//! Every element of every array alive in a call is counted, on one thread, as arrays are
//! made, grown, copied and dropped: the size limit is one comparison per change, not a walk
//! over the arrays.

use std::cell::Cell;
use std::rc::Rc;

use smallvec::SmallVec;

thread_local! {
    /// Elements of the arrays alive on this thread (a call runs on one thread).
    static LIVE: Cell<usize> = const { Cell::new(0) };
}

/// Elements alive now.
pub(crate) fn live() -> usize {
    LIVE.with(Cell::get)
}

fn add(n: usize) {
    LIVE.with(|l| l.set(l.get().saturating_add(n)));
}

fn sub(n: usize) {
    LIVE.with(|l| l.set(l.get().saturating_sub(n)));
}

/// A value.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    Unit,
    Bool(bool),
    Int(i64),
    Arr(Arr),
}

impl Val {
    /// How deeply arrays nest in the value (a number: 0; an array of numbers: 1).
    pub(crate) fn depth(&self) -> u32 {
        match self {
            Self::Arr(a) => a.0.depth,
            _ => 0,
        }
    }

    /// Equality as the script's `==`: values of different types are different.
    pub(crate) fn equals(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Unit, Self::Unit) => true,
            (Self::Bool(a), Self::Bool(b)) => a == b,
            (Self::Int(a), Self::Int(b)) => a == b,
            (Self::Arr(a), Self::Arr(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.equals(y))
            }
            _ => false,
        }
    }
}

/// The elements of an array (up to four in the array's own allocation: positions of a few
/// heaps are the commonest), counted while they live.
#[derive(Debug)]
pub(crate) struct Elems {
    items: Items,
    /// At least the depth of the deepest array inside, plus one (an array of numbers: 1).
    depth: u32,
}

/// The elements themselves.
pub(crate) type Items = SmallVec<[Val; 4]>;

impl Drop for Elems {
    fn drop(&mut self) {
        sub(self.items.len());
    }
}

impl Clone for Elems {
    /// A copy, with room for a few more elements: a copy is made to be changed, and the
    /// change is often a `push` (kept in place up to four elements).
    fn clone(&self) -> Self {
        let len = self.items.len();
        add(len);
        let mut items = Items::with_capacity(if len < 4 { 4 } else { len + 4 });
        items.extend(self.items.iter().cloned());
        Self {
            items,
            depth: self.depth,
        }
    }
}

/// An array: shared until changed.
#[derive(Clone, Debug)]
pub(crate) struct Arr(Rc<Elems>);

impl Arr {
    pub(crate) fn new(items: Items) -> Self {
        add(items.len());
        let depth = items
            .iter()
            .map(Val::depth)
            .max()
            .unwrap_or(0)
            .saturating_add(1);
        Self(Rc::new(Elems { items, depth }))
    }

    pub(crate) fn len(&self) -> usize {
        self.0.items.len()
    }

    pub(crate) fn iter(&self) -> std::slice::Iter<'_, Val> {
        self.0.items.iter()
    }

    pub(crate) fn get(&self, i: usize) -> Option<&Val> {
        self.0.items.get(i)
    }

    pub(crate) fn items(&self) -> &[Val] {
        &self.0.items
    }

    /// The elements to change, copied first when shared.
    pub(crate) fn edit(&mut self) -> Editor<'_> {
        Editor(Rc::make_mut(&mut self.0))
    }
}

/// Changes to an array's elements, each counted.
pub(crate) struct Editor<'a>(&'a mut Elems);

impl<'a> Editor<'a> {
    /// Counts `v` among the arrays inside.
    pub(crate) fn deepen(&mut self, v: &Val) {
        self.0.depth = self.0.depth.max(v.depth().saturating_add(1));
    }

    /// The array's depth.
    pub(crate) fn depth(&self) -> u32 {
        self.0.depth
    }

    /// Counts a depth of `depth` among the arrays inside (after one was changed in place).
    pub(crate) fn deepen_to(&mut self, depth: u32) {
        self.0.depth = self.0.depth.max(depth);
    }

    pub(crate) fn len(&self) -> usize {
        self.0.items.len()
    }

    /// Element `i`, to change in place (which changes no count).
    pub(crate) fn slot(self, i: usize) -> Option<&'a mut Val> {
        self.0.items.get_mut(i)
    }

    pub(crate) fn push(&mut self, v: Val) {
        add(1);
        self.deepen(&v);
        self.0.items.push(v);
    }

    pub(crate) fn insert(&mut self, i: usize, v: Val) {
        add(1);
        self.deepen(&v);
        self.0.items.insert(i, v);
    }

    pub(crate) fn pop(&mut self) -> Option<Val> {
        let v = self.0.items.pop();
        if v.is_some() {
            sub(1);
        }
        v
    }

    pub(crate) fn remove(&mut self, i: usize) -> Val {
        sub(1);
        self.0.items.remove(i)
    }

    pub(crate) fn truncate(&mut self, n: usize) {
        sub(self.0.items.len().saturating_sub(n));
        self.0.items.truncate(n);
    }

    pub(crate) fn extend(&mut self, items: &[Val]) {
        add(items.len());
        for v in items {
            self.deepen(v);
        }
        self.0.items.extend(items.iter().cloned());
    }

    pub(crate) fn reverse(&mut self) {
        self.0.items.reverse();
    }

    pub(crate) fn sort_ints(&mut self) -> bool {
        if self.0.items.iter().all(|v| matches!(v, Val::Int(_))) {
            self.0.items.sort_by_key(|v| match v {
                Val::Int(n) => *n,
                _ => 0,
            });
            true
        } else {
            false
        }
    }
}
