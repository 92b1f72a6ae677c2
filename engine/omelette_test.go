package engine

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Omelettes are made from the eggs there are: "Make 2 omelettes one after another, 2
// eggs each" came from 3 eggs. Fewer than two eggs a person make one omelette, shared.
func TestOmelettesUseTheEggsThereAre(t *testing.T) {
	each := regexp.MustCompile(`Make (\d+) omelettes one after another, (\d+) eggs each`)
	omelettes := 0
	for eggs := 2; eggs <= 9; eggs++ {
		for servings := 1; servings <= 4; servings++ {
			for _, with := range []string{"feta, spinach", "cheddar, ham", "mushrooms, gruyere"} {
				req := Request{Pantry: append([]string{fmt.Sprintf("%d eggs", eggs)}, strings.Split(with, ", ")...),
					Meal: "breakfast", Servings: servings, TimeAvailable: 20}
				rec, err := Generate(req)
				if err != nil || !strings.Contains(rec.Title, "Omelette") {
					continue
				}
				omelettes++
				for _, s := range rec.Instructions {
					if m := each.FindStringSubmatch(s.Text); m != nil {
						n, _ := strconv.Atoi(m[1])
						per, _ := strconv.Atoi(m[2])
						if n*per > eggs {
							t.Errorf("%v for %d: %d omelettes of %d eggs from %d eggs: %q", req.Pantry, servings, n, per, eggs, s.Text)
						}
					}
				}
			}
		}
	}
	if omelettes < 10 {
		t.Fatalf("only %d of the requests made an omelette: the test checks nothing", omelettes)
	}
}
