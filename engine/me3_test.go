package engine

import (
	"strings"
	"testing"
)

// A crowd's breakfast: bacon for 18 does not fit one skillet and is crisped in
// batches, unsalted; 36 slices of toast are not one toaster's load.
func TestCrowdBreakfastBatches(t *testing.T) {
	rec, err := Generate(Request{Pantry: []string{"bacon", "eggs", "bread", "butter"}, Cuisine: "american", Servings: 18})
	if err != nil {
		t.Fatal(err)
	}
	all := ""
	for _, s := range rec.Instructions {
		all += s.Text + "\n"
	}
	for _, want := range []string{"bacon in 2 batches", "minutes a batch", "Toast the bread in rounds"} {
		if !strings.Contains(all, want) {
			t.Errorf("scrambled eggs and bacon for 18: no %q in\n%s", want, all)
		}
	}
	if strings.Contains(all, "bacon with a pinch of salt") || strings.Contains(all, "Put the bread in the toaster") {
		t.Errorf("bacon salted or 36 slices in one toaster:\n%s", all)
	}
	small, err := Generate(Request{Pantry: []string{"bacon", "eggs", "bread", "butter"}, Cuisine: "american", Servings: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range small.Instructions {
		if strings.Contains(s.Text, "batches") || strings.Contains(s.Text, "in rounds") {
			t.Errorf("for 2 the bacon and toast need no batches: %s", s.Text)
		}
	}
}
