#!/bin/sh
# Never answers: stress must stop it at the time limit (and the sleep it started with it).
sleep 60
