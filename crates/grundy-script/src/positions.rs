//! Positions between grundy and a script: a position as a script's array, and a script's
//! array of positions read back, with what it was when it is not one.

use grundy_host::custom::Positions;
use rhai::{Array, Dynamic};

use crate::error::ScriptError;

/// `position` as a script's array.
///
/// # Errors
/// [`ScriptError::TooLarge`] for a number past `i64::MAX`.
pub fn to_array(position: &[u64]) -> Result<Dynamic, ScriptError> {
    let mut array = Array::with_capacity(position.len());
    for &n in position {
        let n = i64::try_from(n).map_err(|_| ScriptError::TooLarge(n))?;
        array.push(Dynamic::from_int(n));
    }
    Ok(Dynamic::from_array(array))
}

/// `value` as the script would print it, as a message shows a word (one line, cut; see
/// [`grundy_host::shown`]).
fn shown(value: &Dynamic) -> String {
    let text = value.to_string();
    if value.is_string() {
        grundy_host::quoted(&text)
    } else {
        grundy_host::shown(&text, false)
    }
}

/// Reads `value`, which must be an array of positions (arrays of non-negative integers),
/// into `out`; on an error `out` holds the positions read before it.
///
/// # Errors
/// [`ScriptError::Returned`] saying what was returned and what is wrong with it.
pub fn read_positions(value: Dynamic, out: &mut Positions) -> Result<(), ScriptError> {
    let fail = |problem: String| ScriptError::Returned {
        value: shown(&value),
        problem,
    };
    let Some(list) = value.read_lock::<Array>() else {
        return Err(fail(format!(
            "expected an array of positions (arrays of non-negative integers), not a value of type {}",
            value.type_name()
        )));
    };
    for (i, item) in list.iter().enumerate() {
        let Some(numbers) = item.read_lock::<Array>() else {
            return Err(fail(format!(
                "item {} is {} (of type {}), not a position (an array of non-negative integers)",
                i + 1,
                shown(item),
                item.type_name()
            )));
        };
        let numbers = numbers.iter().enumerate().map(|(j, n)| match n.as_int() {
            Ok(n) => u64::try_from(n).map_err(|_| {
                format!(
                    "position {} holds {n} at index {j}: positions are arrays of non-negative integers",
                    i + 1
                )
            }),
            Err(kind) => Err(format!(
                "position {} holds {} (of type {kind}) at index {j}: positions are arrays of non-negative integers",
                i + 1,
                shown(n)
            )),
        });
        out.push_from(numbers).map_err(&fail)?;
    }
    Ok(())
}
