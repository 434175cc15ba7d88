//! Runs the program under test on one input: in a process group of its own, fed its input
//! by a thread, its output read by threads up to a cap, stopped (the whole group killed) at
//! the time limit or when its output passes the cap.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// Bytes of the program's stderr kept for a report.
const STDERR_KEPT: usize = 4096;

/// How long the output is waited for after the program exits, before whatever is left of
/// its process group (a child it left running with the pipes open) is killed.
const GRACE: Duration = Duration::from_millis(200);

/// The program under test and how it is run.
#[derive(Debug, Clone)]
pub struct Program {
    /// The command and its arguments.
    pub argv: Vec<OsString>,
    /// Wall-clock time one run may take.
    pub time_limit: Duration,
    /// Bytes of stdout (and of stderr) one run may write.
    pub output_limit: usize,
}

/// How one run ended.
#[derive(Debug)]
pub enum Ending {
    /// The program exited by itself.
    Exited(ExitStatus),
    /// It ran past the time limit and was killed.
    TimedOut,
    /// It wrote more than the output limit and was killed.
    Flooded,
}

/// One run: how it ended, what it wrote, how long it took.
#[derive(Debug)]
pub struct Run {
    pub ending: Ending,
    pub stdout: Vec<u8>,
    /// The first [`STDERR_KEPT`] bytes of its stderr.
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

/// What the reading threads report.
enum Event {
    /// A stream ended (end of file or an error): its bytes, and whether it passed the cap.
    Done {
        stdout: bool,
        bytes: Vec<u8>,
        over: bool,
    },
}

impl Program {
    /// Runs the program with `input` on its stdin.
    ///
    /// # Errors
    /// The message when the program cannot be started (not found, not executable) or its
    /// state cannot be read.
    pub fn run(&self, input: &[u8]) -> Result<Run, String> {
        let (name, args) = self.argv.split_first().ok_or("no program given")?;
        let mut command = Command::new(name);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            // Its own process group, so that a timeout kills whatever it started.
            command.process_group(0);
        }
        let start = Instant::now();
        let mut child = command
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", name.to_string_lossy()))?;
        let (tx, rx) = mpsc::channel();
        if let Some(mut stdin) = child.stdin.take() {
            let input = input.to_vec();
            // A program that exits without reading its input closes the pipe: that error
            // is its business.
            thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
        }
        if let Some(out) = child.stdout.take() {
            reader(out, true, self.output_limit, self.output_limit, tx.clone());
        }
        if let Some(err) = child.stderr.take() {
            reader(err, false, self.output_limit, STDERR_KEPT, tx);
        }
        let deadline = start + self.time_limit;
        let mut streams = Streams::default();
        let ending = loop {
            if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
                break Ending::Exited(status);
            }
            if streams.over {
                kill(&mut child);
                break Ending::Flooded;
            }
            let now = Instant::now();
            if now >= deadline {
                kill(&mut child);
                break Ending::TimedOut;
            }
            // Short waits first: most runs of a contest solution take milliseconds.
            let wait = (now - start)
                .min(Duration::from_millis(5))
                .max(Duration::from_micros(200));
            streams.take(&rx, wait.min(deadline - now));
        };
        let elapsed = start.elapsed();
        // The output, once the streams end; a child left behind holding them is killed,
        // and then they end.
        let mut grace = Instant::now() + GRACE;
        let mut killed = false;
        while !streams.both() {
            let now = Instant::now();
            if now >= grace {
                if killed {
                    break;
                }
                kill(&mut child);
                killed = true;
                grace = now + GRACE;
                continue;
            }
            streams.take(&rx, grace - now);
        }
        let ending = match ending {
            Ending::Exited(_) if streams.over => Ending::Flooded,
            e => e,
        };
        Ok(Run {
            ending,
            stdout: streams.stdout.unwrap_or_default(),
            stderr: streams.stderr.unwrap_or_default(),
            elapsed,
        })
    }
}

/// The streams read so far.
#[derive(Default)]
struct Streams {
    stdout: Option<Vec<u8>>,
    stderr: Option<Vec<u8>>,
    over: bool,
}

impl Streams {
    /// Takes the events that come within `wait`.
    fn take(&mut self, rx: &Receiver<Event>, wait: Duration) {
        let mut wait = wait;
        loop {
            match rx.recv_timeout(wait) {
                Ok(Event::Done {
                    stdout,
                    bytes,
                    over,
                }) => {
                    self.over |= over;
                    if stdout {
                        self.stdout = Some(bytes);
                    } else {
                        self.stderr = Some(bytes);
                    }
                    wait = Duration::ZERO;
                }
                Err(RecvTimeoutError::Timeout) => return,
                // Both streams ended: the wait is spent sleeping, not spinning.
                Err(RecvTimeoutError::Disconnected) => {
                    thread::sleep(wait);
                    return;
                }
            }
        }
    }

    fn both(&self) -> bool {
        self.stdout.is_some() && self.stderr.is_some()
    }
}

/// A thread reading `stream` to its end: it keeps the first `kept` bytes and reports as
/// soon as more than `limit` came (then the program is stopped).
fn reader(
    mut stream: impl Read + Send + 'static,
    stdout: bool,
    limit: usize,
    kept: usize,
    tx: mpsc::Sender<Event>,
) {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut total = 0usize;
        let mut buf = [0u8; 1 << 16];
        loop {
            match stream.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let chunk = buf.get(..n).unwrap_or_default();
                    let room = kept.saturating_sub(bytes.len());
                    bytes.extend_from_slice(chunk.get(..n.min(room)).unwrap_or_default());
                    total = total.saturating_add(n);
                    if total > limit {
                        let _ = tx.send(Event::Done {
                            stdout,
                            bytes,
                            over: true,
                        });
                        return;
                    }
                }
            }
        }
        let _ = tx.send(Event::Done {
            stdout,
            bytes,
            over: false,
        });
    });
}

/// Kills the child's process group (the child and whatever it started), or the child
/// alone where there are no process groups, and reaps it.
fn kill(child: &mut Child) {
    #[cfg(unix)]
    {
        let pid = i32::try_from(child.id())
            .ok()
            .and_then(rustix::process::Pid::from_raw);
        if let Some(pid) = pid {
            // Gone already: nothing to kill.
            let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}
