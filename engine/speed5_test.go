package engine

import (
	"slices"
	"testing"
)

// The ranking's facts read once at init answer as the maps and the lowering they stand
// for: a precomputation must never change which dish a pantry gets.
func TestRankingFactsReadAtInit(t *testing.T) {
	for _, c := range catalogue() {
		if c.plated != platedForms[c.tech.name] || c.jointForm != jointForms[c.tech.name] {
			t.Errorf("%s: plated %v jointForm %v, want %v %v", c.name, c.plated, c.jointForm, platedForms[c.tech.name], jointForms[c.tech.name])
		}
		if got, want := c.namedHeld, c.namedBodies(); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s: namedHeld %d groups, want %d", c.name, len(got), len(want))
		}
	}
}

// lowOf is lowered(text) whatever the memo holds: a step rewritten, a text that is not
// the step's, a step added after the memo was made.
func TestLowOfIsLowered(t *testing.T) {
	d := Dish{Steps: []Step{{Text: "Heat the OIL in a Pan."}, {Text: "Add the Onion; cook 5 minutes."}}}
	check := func(s int, text string) {
		t.Helper()
		if got, want := d.lowOf(s, text), lowered(text); got != want {
			t.Errorf("lowOf(%d, %q) = %q, want %q", s, text, got, want)
		}
	}
	check(0, d.Steps[0].Text)
	check(0, d.Steps[0].Text)
	d.Steps[0].Text = "Warm the Butter."
	check(0, d.Steps[0].Text)
	check(1, "Not The Step's Text")
	check(1, d.Steps[1].Text)
	d.Steps = append(d.Steps, Step{Text: "Serve at 74°C / 165°F."})
	check(2, d.Steps[2].Text)
	check(7, "Beyond The Steps")
}
