#!/bin/sh
# Closes its output, then works on past the time limit: stress must stop it without
# spinning while it waits.
exec >&- 2>&-
while :; do :; done
