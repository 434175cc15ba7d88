#!/bin/sh
# Leaves a child behind holding its stdout open, and exits: stress must not wait for it.
cat > /dev/null
sleep 7261 &
echo Yes
