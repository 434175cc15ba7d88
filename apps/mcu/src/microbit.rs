//! The BBC micro:bit v1 (nRF51822, Cortex-M0): its serial console and its buttons and LED
//! matrix, through the community's board crate `microbit` (on `nrf51-hal`).
//!
//! - [`Toy`] runs [`grundy_play::leds::Toy`]: every [`TICK_MS`] milliseconds (TIMER0) it
//!   samples buttons A and B, feeds their debounced presses and a tick to the game, and
//!   hands the game's frame to the display driver, which multiplexes the LEDs from the
//!   TIMER1 interrupt (`microbit::display::nonblocking`).
//! - [`Serial`] is a [`Console`] on UART0 (115200 8N1, the USB serial port of the board's
//!   interface chip). While it waits for a byte, or for room to send one, it keeps the toy
//!   running: the LED game and the serial session go on side by side.
//!
//! The UART is driven through its registers (the board crate's PAC), not `nrf51-hal`'s
//! `Uart`: the HAL waits for the "byte sent" event before every byte, the first included,
//! and makes the first one happen by writing a byte before the UART is enabled. The nRF51
//! raises the event for that write; QEMU's model ignores writes to a disabled UART, so the
//! HAL's first byte waits forever there. [`Serial`] instead waits after each byte it sends,
//! which both accept.
//!
//! Every decision is in `grundy-play` and the `grundy` core; this is pins and timers.

use core::cell::RefCell;

use cortex_m::interrupt::{self, Mutex};
use embedded_hal::digital::InputPin;
use grundy_play::Console;
use grundy_play::leds::{self, Debounce, Frame, TICK_MS};
use grundy_play::serial::{LineEditor, crlf};
use microbit_bsp::board::Buttons;
use microbit_bsp::display::nonblocking::{Display, GreyscaleImage};
use microbit_bsp::hal::timer::{Periodic, Timer};
use microbit_bsp::hal::uart::Pins;
use microbit_bsp::pac::{TIMER0, TIMER1, UART0};

/// The display driver, shared by the main loop (which sets the picture) and the TIMER1
/// interrupt (which lights the rows in turn).
pub static DISPLAY: Mutex<RefCell<Option<Display<TIMER1>>>> = Mutex::new(RefCell::new(None));

/// Lights the next row of LEDs: call it from the TIMER1 interrupt.
pub fn display_interrupt() {
    interrupt::free(|cs| {
        if let Some(display) = DISPLAY.borrow(cs).borrow_mut().as_mut() {
            display.handle_display_event();
        }
    });
}

/// The Nim game on the LEDs and buttons.
pub struct Toy {
    game: leds::Toy,
    buttons: Buttons,
    a: Debounce,
    b: Debounce,
    ticker: Timer<TIMER0, Periodic>,
    shown: Option<Frame>,
}

impl core::fmt::Debug for Toy {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Toy").field("game", &self.game).finish()
    }
}

impl Toy {
    /// The title screen, ticking every [`TICK_MS`] milliseconds on TIMER0.
    pub fn new(buttons: Buttons, timer: TIMER0) -> Self {
        let mut ticker = Timer::periodic(timer);
        ticker.start(TICK_MS * (Timer::<TIMER0, Periodic>::TICKS_PER_SECOND / 1000));
        Self {
            game: leds::Toy::new(),
            buttons,
            a: Debounce::new(),
            b: Debounce::new(),
            ticker,
            shown: None,
        }
    }

    /// Does nothing unless a tick has passed since the last call; then samples the
    /// buttons, advances the game and updates the picture. Call it often: a tick missed
    /// while the program was busy is skipped, not made up.
    pub fn poll(&mut self) {
        if !self.ticker.reset_if_finished() {
            return;
        }
        // The buttons pull their pins low when pressed. Reading a pin cannot fail
        // (nrf51-hal's error type is Infallible).
        let a = self.buttons.button_a.is_low().unwrap_or(false);
        let b = self.buttons.button_b.is_low().unwrap_or(false);
        if self.a.sample(a) {
            self.game.press(leds::Button::A);
        }
        if self.b.sample(b) {
            self.game.press(leds::Button::B);
        }
        self.game.tick();
        let frame = self.game.frame();
        if self.shown != Some(frame) {
            let image = GreyscaleImage::new(frame.rows());
            interrupt::free(|cs| {
                if let Some(display) = DISPLAY.borrow(cs).borrow_mut().as_mut() {
                    display.show(&image);
                }
            });
            self.shown = Some(frame);
        }
    }
}

/// A [`Console`] on UART0, keeping the [`Toy`] running while it waits.
pub struct Serial {
    uart: UART0,
    /// Owned so that nothing else drives them; the UART uses them once enabled.
    _pins: Pins,
    /// A byte was sent and its "sent" event not seen yet.
    sending: bool,
    editor: LineEditor,
    toy: Toy,
}

impl core::fmt::Debug for Serial {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Serial")
            .field("sending", &self.sending)
            .field("editor", &self.editor)
            .field("toy", &self.toy)
            .finish()
    }
}

impl Serial {
    /// UART0 on the pins to the interface chip, 115200 baud, no parity, 8 data bits,
    /// one stop bit, no flow control; receiving and sending started.
    pub fn new(uart: UART0, pins: microbit_bsp::board::UartPins, toy: Toy) -> Self {
        let pins: Pins = pins.into();
        // SAFETY: PSELTXD and PSELRXD take a pin number (0 to 31), which these are.
        uart.pseltxd
            .write(|w| unsafe { w.bits(u32::from(pins.txd.pin())) });
        // SAFETY: as above.
        uart.pselrxd
            .write(|w| unsafe { w.bits(u32::from(pins.rxd.pin())) });
        uart.baudrate.write(|w| w.baudrate().baud115200());
        uart.config
            .write(|w| w.hwfc().disabled().parity().excluded());
        uart.enable.write(|w| w.enable().enabled());
        // SAFETY: writing 1 to a task register starts the task; nothing else is touched.
        uart.tasks_starttx.write(|w| unsafe { w.bits(1) });
        // SAFETY: as above.
        uart.tasks_startrx.write(|w| unsafe { w.bits(1) });
        Self {
            uart,
            _pins: pins,
            sending: false,
            editor: LineEditor::new(),
            toy,
        }
    }
}

/// The UART's sending side, with the toy to run while it waits.
struct Sender<'s> {
    uart: &'s UART0,
    sending: &'s mut bool,
    toy: &'s mut Toy,
}

impl Sender<'_> {
    /// Sends `bytes`, each once the one before has gone.
    fn send(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            if *self.sending {
                while self.uart.events_txdrdy.read().bits() == 0 {
                    self.toy.poll();
                }
            }
            self.uart.events_txdrdy.reset();
            // SAFETY: TXD takes the byte to send in its low 8 bits.
            self.uart.txd.write(|w| unsafe { w.bits(u32::from(byte)) });
            *self.sending = true;
        }
    }
}

impl Console for Serial {
    fn write_str(&mut self, s: &str) {
        let mut sender = Sender {
            uart: &self.uart,
            sending: &mut self.sending,
            toy: &mut self.toy,
        };
        crlf(s, |bytes| sender.send(bytes));
    }

    fn read_line(&mut self, buf: &mut [u8]) -> Option<usize> {
        let Self {
            uart,
            sending,
            editor,
            toy,
            ..
        } = self;
        loop {
            if uart.events_rxdrdy.read().bits() == 0 {
                toy.poll();
                continue;
            }
            // Clear the event before reading: a byte already waiting behind this one
            // raises it again.
            uart.events_rxdrdy.reset();
            let byte = uart.rxd.read().rxd().bits();
            let mut sender = Sender { uart, sending, toy };
            if let Some(len) = editor.key(byte, buf, &mut |echo| sender.send(echo)) {
                return Some(len);
            }
        }
    }
}
