#!/bin/sh
# Writes without end: stress must stop it at the output limit.
yes Yes
