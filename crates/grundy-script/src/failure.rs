//! Rhai's errors as one line: the innermost error, where it happened, the calls it happened
//! in, and the limits in grundy's words.

use rhai::EvalAltResult;

use crate::error::ScriptError;
use crate::limits::Limits;

/// A message of Rhai's as a lowercase phrase.
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The error inside the calls `path` (outermost first), when `error` happened there.
fn inside<'e>(error: &'e EvalAltResult, path: &[&str]) -> Option<&'e EvalAltResult> {
    let mut inner = error;
    for &name in path {
        match inner {
            EvalAltResult::ErrorInFunctionCall(called, _, next, _) if called == name => {
                inner = next;
            }
            _ => return None,
        }
    }
    Some(inner)
}

/// A runtime error of Rhai's in a call of `called` as one line: the innermost error, where
/// it happened, and the script functions it happened in (below `called`, which the caller
/// names).
pub(crate) fn runtime(error: &EvalAltResult, limits: Limits, called: &str) -> ScriptError {
    let mut inner = inside(error, &[called]).unwrap_or(error);
    let mut calls = Vec::new();
    while let EvalAltResult::ErrorInFunctionCall(name, _, next, _) = inner {
        calls.push(name.as_str());
        inner = next;
    }
    let message = match inner {
        EvalAltResult::ErrorTooManyOperations(_) => format!(
            "stopped after {} operations (an endless loop?)",
            limits.operations
        ),
        EvalAltResult::ErrorStackOverflow(_) => format!(
            "stopped: calls nested more than {} deep (endless recursion?)",
            limits.call_levels
        ),
        EvalAltResult::ErrorDataTooLarge(what, _) => {
            let what = if what.contains("string") {
                format!("a string grew past {} bytes", limits.string_size)
            } else if what.contains("map") {
                format!("a map grew past {} entries", limits.array_size)
            } else {
                format!("an array grew past {} elements", limits.array_size)
            };
            format!("stopped: {what} (the script's size limit)")
        }
        EvalAltResult::ErrorTerminated(..) => {
            format!("stopped after running for {} s", limits.time.as_secs_f64())
        }
        EvalAltResult::ErrorSystem(what, _) => grundy_host::one_line(what),
        other => {
            // Rhai's own message, without the position it appends (given separately).
            let mut text = other.to_string();
            if let Some(cut) = text.rfind(" (line ") {
                text.truncate(cut);
            }
            grundy_host::one_line(&sentence(text.lines().next().unwrap_or("")))
        }
    };
    let position = inner.position();
    let message = if calls.is_empty() {
        message
    } else {
        let chain: Vec<String> = calls.iter().rev().map(|c| format!("{c}()")).collect();
        format!("{message} (in {})", chain.join(" called from "))
    };
    ScriptError::Runtime {
        at: position
            .line()
            .map(|l| (l, position.position().unwrap_or(0))),
        message,
    }
}
