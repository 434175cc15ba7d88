#!/bin/sh
# Never answers: stress must stop it at the time limit (and the sleep it started with it; an odd length, so that no other sleep is taken for it).
sleep 7261
