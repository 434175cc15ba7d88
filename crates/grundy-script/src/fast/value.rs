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
pub(crate) struct Elems(Items);

/// The elements themselves.
pub(crate) type Items = SmallVec<[Val; 4]>;

impl Drop for Elems {
    fn drop(&mut self) {
        sub(self.0.len());
    }
}

impl Clone for Elems {
    /// A copy, with room for a few more elements: a copy is made to be changed, and the
    /// change is often a `push` (kept in place up to four elements).
    fn clone(&self) -> Self {
        add(self.0.len());
        let len = self.0.len();
        let mut items = Items::with_capacity(if len < 4 { 4 } else { len + 4 });
        items.extend(self.0.iter().cloned());
        Self(items)
    }
}

/// An array: shared until changed.
#[derive(Clone, Debug)]
pub(crate) struct Arr(Rc<Elems>);

impl Arr {
    pub(crate) fn new(items: Items) -> Self {
        add(items.len());
        Self(Rc::new(Elems(items)))
    }

    pub(crate) fn len(&self) -> usize {
        self.0.0.len()
    }

    pub(crate) fn iter(&self) -> std::slice::Iter<'_, Val> {
        self.0.0.iter()
    }

    pub(crate) fn get(&self, i: usize) -> Option<&Val> {
        self.0.0.get(i)
    }

    pub(crate) fn items(&self) -> &[Val] {
        &self.0.0
    }

    /// The elements to change, copied first when shared.
    pub(crate) fn edit(&mut self) -> Editor<'_> {
        Editor(&mut Rc::make_mut(&mut self.0).0)
    }
}

/// Changes to an array's elements, each counted.
pub(crate) struct Editor<'a>(&'a mut Items);

impl<'a> Editor<'a> {
    pub(crate) fn len(&self) -> usize {
        self.0.len()
    }

    /// Element `i`, to change in place (which changes no count).
    pub(crate) fn slot(self, i: usize) -> Option<&'a mut Val> {
        self.0.get_mut(i)
    }

    pub(crate) fn push(&mut self, v: Val) {
        add(1);
        self.0.push(v);
    }

    pub(crate) fn insert(&mut self, i: usize, v: Val) {
        add(1);
        self.0.insert(i, v);
    }

    pub(crate) fn pop(&mut self) -> Option<Val> {
        let v = self.0.pop();
        if v.is_some() {
            sub(1);
        }
        v
    }

    pub(crate) fn remove(&mut self, i: usize) -> Val {
        sub(1);
        self.0.remove(i)
    }

    pub(crate) fn truncate(&mut self, n: usize) {
        sub(self.0.len().saturating_sub(n));
        self.0.truncate(n);
    }

    pub(crate) fn extend(&mut self, items: &[Val]) {
        add(items.len());
        self.0.extend(items.iter().cloned());
    }

    pub(crate) fn reverse(&mut self) {
        self.0.reverse();
    }

    pub(crate) fn sort_ints(&mut self) -> bool {
        if self.0.iter().all(|v| matches!(v, Val::Int(_))) {
            self.0.sort_by_key(|v| match v {
                Val::Int(n) => *n,
                _ => 0,
            });
            true
        } else {
            false
        }
    }
}
