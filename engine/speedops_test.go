package engine

import "testing"

// The amount pattern is compiled only where a step may state an amount, and a cached
// pattern is the same pattern.
func TestAmountPatternCachesTheSamePattern(t *testing.T) {
	a, err := amountPattern(`(?i)\b(\d+) (tbsp)\b( butter)`)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := amountPattern(`(?i)\b(\d+) (tbsp)\b( butter)`)
	if a != b || a.String() != `(?i)\b(\d+) (tbsp)\b( butter)` {
		t.Errorf("cached pattern %v, %v", a, b)
	}
	d := Dish{Steps: []Step{{Text: "Melt 4 TBSP Butter in the pan."}}}
	if !d.stepsMayState([]string{"tbsp"}, []string{"butter"}) {
		t.Error("a step stating 4 tbsp butter was not seen")
	}
	if d.stepsMayState([]string{"cup"}, []string{"butter"}) {
		t.Error("no step states cups of butter")
	}
}
