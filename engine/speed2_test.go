package engine

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The swaps budgetify and healthify try reuse the copies of undone tries: the caller's
// dish is never written into, and the same dish asked twice gets the same answer.
func TestTrialCopiesLeaveTheCallersDish(t *testing.T) {
	n := 0
	for name, rec := range cookbook {
		var r RecipeInput
		if err := json.Unmarshal([]byte(rec), &r); err != nil {
			continue
		}
		d := DishFrom(r)
		n++
		items, steps := append([]Item(nil), d.Items...), append([]Step(nil), d.Steps...)
		ops := map[string]func() *Transformed{
			"budgetify":          func() *Transformed { return Budgetify(d, 0.5) },
			"healthify low-fat":  func() *Transformed { return Healthify(d, "low-fat") },
			"healthify sodium":   func() *Transformed { return Healthify(d, "low-sodium") },
			"healthify protein":  func() *Transformed { return Healthify(d, "high-protein") },
			"healthify calories": func() *Transformed { return Healthify(d, "low-calorie") },
		}
		for op, f := range ops {
			first, _ := json.Marshal(f())
			if !reflect.DeepEqual(d.Items, items) || !reflect.DeepEqual(d.Steps, steps) {
				t.Fatalf("%s of %s changed the caller's dish", op, name)
			}
			second, _ := json.Marshal(f())
			if string(first) != string(second) {
				t.Errorf("%s of %s: a second ask gave another answer:\n%s\n%s", op, name, first, second)
			}
		}
	}
	if n < 5 {
		t.Fatalf("only %d cookbook recipes read", n)
	}
}

// reuseCopy copies as append([]T(nil), src...) does: an empty source is nil, and the
// copy shares nothing with the source.
func TestReuseCopy(t *testing.T) {
	if got := reuseCopy(make([]int, 0, 8), []int{}); got != nil {
		t.Errorf("empty source: got %v, want nil", got)
	}
	src := []int{1, 2, 3}
	got := reuseCopy(make([]int, 5, 8), src)
	got[0] = 9
	if src[0] != 1 || len(got) != 3 {
		t.Errorf("copy shares with its source or has the wrong length: %v %v", src, got)
	}
	if got := reuseCopy(make([]int, 0, 1), src); len(got) != 3 || got[2] != 3 {
		t.Errorf("too small a room: got %v", got)
	}
}
