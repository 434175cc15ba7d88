#!/bin/sh
# Writes an answer, then exits with status 3.
cat > /dev/null
echo Yes
exit 3
