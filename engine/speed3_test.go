package engine

import (
	"math/rand"
	"testing"
)

// TestMayAddLeanMilkNeverHidesAMatch: the cheap pre-check says false only where
// leanMilkVerb finds nothing.
func TestMayAddLeanMilkNeverHidesAMatch(t *testing.T) {
	texts := []string{
		"Pour in skim milk and simmer.", "pour in the SKIM MILK", "Add the skim milk, then stir.",
		"Stir in the skim milk.", "whisk in skim milk2", "add skim milky", "add the skim  milk",
		"Melt the butter; Whisk In The Skim Milk slowly.", "add the ſkim milk", "add the skim mil\u212a",
		"Simmer the sauce until thick.", "", "skim milk", "pour skim milk_",
	}
	words := []string{"pour", "in", "add", "stir", "whisk", "the", "skim", "milk", "SKIM", "Milk", "x", "_", "1", ".", ",", "ſ", "\u212a"}
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 20000; n++ {
		s := ""
		for k := r.Intn(8); k >= 0; k-- {
			s += words[r.Intn(len(words))]
			if r.Intn(4) > 0 {
				s += " "
			}
		}
		texts = append(texts, s)
	}
	for _, s := range texts {
		if leanMilkVerb.MatchString(s) && !mayAddLeanMilk(s) {
			t.Errorf("mayAddLeanMilk(%q) = false, but leanMilkVerb matches", s)
		}
	}
	if mayAddLeanMilk("Simmer the sauce until thick.") {
		t.Errorf("mayAddLeanMilk says true for a text with no skim milk")
	}
}

// TestUnitStepsKeepOnlyStepsWithAnAmount: unitSteps keeps a step with a digit and a unit
// word (lowered), and namesAnyIn finds a name in any case.
func TestUnitStepsKeepOnlyStepsWithAnAmount(t *testing.T) {
	d := &Dish{Steps: []Step{{Text: "Melt 2 TBSP Butter."}, {Text: "Add the butter, tbsp by tbsp."}, {Text: "Add 1 cup of rice."}}}
	lows := d.unitSteps([]string{"tbsp"})
	if len(lows) != 1 || lows[0] != "melt 2 tbsp butter." {
		t.Fatalf("unitSteps = %q, want only the first step, lowered", lows)
	}
	if !namesAnyIn(lows, []string{"Butter"}) || namesAnyIn(lows, []string{"rice"}) {
		t.Errorf("namesAnyIn does not find the step's name, or finds one it does not hold")
	}
}
