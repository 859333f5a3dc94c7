#!/usr/bin/env bash
# timed.sh NAME COMMAND…: runs COMMAND, then says how long it took, failing or not; exits with its status.
# make test's steps say so, so that CI's budget can be read from its log.
name=$1
shift
start=$SECONDS
status=0
"$@" || status=$?
echo "$name took $((SECONDS - start)) s"
exit "$status"
