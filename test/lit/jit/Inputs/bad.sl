surface bad() {
    Ci = undefined_thing;
}
