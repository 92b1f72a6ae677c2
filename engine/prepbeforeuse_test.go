package engine

import (
	"strings"
	"testing"
)

// lateTask finds a task readied "Meanwhile" in a step at or after a step that already
// used the food it readies ("rub each slice with the cut side of the garlic. Meanwhile,
// halve the garlic"); it returns a description, "" for none.
func lateTask(rec *Recipe) string {
	var names []string
	for _, l := range rec.Ingredients {
		if l.Preparation == "" {
			continue
		}
		n := strings.ToLower(l.Name)
		names = append(names, n, strings.ToLower(plural(l.Name)))
	}
	lows := make([]string, len(rec.Instructions))
	for i, s := range rec.Instructions {
		lows[i] = strings.ToLower(s.Text)
	}
	for i, low := range lows {
		for k := 0; k < len(low); k++ {
			var lead string
			for _, l := range []string{"meanwhile, ", "also "} {
				if strings.HasPrefix(low[k:], l) && (k == 0 || k >= 2 && low[k-2:k] == ". ") {
					lead = l
				}
			}
			if lead == "" {
				continue
			}
			clause, _, _ := strings.Cut(low[k+len(lead):], ". ")
			earlier := strings.Join(lows[:i], " ") + " " + low[:k]
			for _, task := range strings.Split(strings.TrimSuffix(clause, "."), "; ") {
				for _, n := range names {
					own := task // "prepare the broccoli rabe" readies no broccoli
					for _, m := range names {
						if len(m) > len(n) && strings.Contains(m, n) {
							own = strings.ReplaceAll(own, m, "")
						}
					}
					if wordIn(own, "the "+n) && prepVerbAt(task) && wordIn(earlier, n) {
						return "step " + rec.Instructions[i].Text + " readies the " + n + " after it is used"
					}
				}
			}
		}
	}
	return ""
}

// prepVerbAt reports whether a task starts with a verb that readies a food, not one
// that cooks it.
func prepVerbAt(task string) bool {
	task = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(task, "finely "), "thinly "), "roughly "), "coarsely ")
	verb, _, _ := strings.Cut(task, " ")
	switch verb {
	case "dice", "mince", "chop", "slice", "halve", "trim", "grate", "crumble", "drain", "rinse", "juice", "pat", "scrub", "peel",
		"cut", "grind", "press", "crush", "snip", "pick", "separate", "pulse", "spiralize", "seed", "prepare", "zest", "shred",
		"quarter", "tear", "core", "stone", "shell", "wash", "soak":
		return true
	}
	return false
}

// wordIn reports whether w appears in s as a whole word or words.
func wordIn(s, w string) bool {
	for off := 0; ; {
		k := strings.Index(s[off:], w)
		if k < 0 {
			return false
		}
		a, b := off+k, off+k+len(w)
		if (a == 0 || !isLetter(s[a-1])) && (b == len(s) || !isLetter(s[b])) {
			return true
		}
		off = a + 1
	}
}

// No task is readied "meanwhile" after the step that uses what it readies, over many
// random recipes.
func TestPrepBeforeUse(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 400
	}
	bad := 0
	defer func() {
		if bad > 0 {
			t.Logf("%d recipes ready a food after its use", bad)
		}
	}()
	reqs := randomRequests(31, 7, n,
		Request{Pantry: strings.Split("plain flour, 2 eggs, milk, butter, lemon, sugar", ", "), Servings: 4, TimeAvailable: 30,
			Rules: Rules{Allergies: []string{"eggs"}}, Meal: "breakfast"},
		Request{Pantry: strings.Split("chorizo, tin of butter beans, smoked paprika, 1 onion, garlic, cherry tomatoes, crusty bread", ", "),
			Cuisine: "spanish", Servings: 2, TimeAvailable: 25},
		Request{Pantry: strings.Split("2 eggs, 1 slice sourdough, half an avocado, chilli flakes, lemon, handful of cherry tomatoes", ", "),
			Servings: 1, TimeAvailable: 10, Meal: "breakfast"},
		Request{Pantry: strings.Split("sourdough, garlic, tomatoes, olive oil", ", "), Servings: 3, TimeAvailable: 15},
		Request{Pantry: strings.Split("flour, milk, butter, sugar, banana", ", "), Servings: 2, TimeAvailable: 25,
			Rules: Rules{Allergies: []string{"eggs"}}, Meal: "breakfast"},
	)
	meals := []string{"", "breakfast", "lunch", "dinner", ""}
	for i, req := range reqs {
		if i < n {
			req.Meal = meals[i%len(meals)] // breakfasts and lunches too: crêpes, toasts
		}
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		if msg := lateTask(rec); msg != "" {
			bad++
			t.Errorf("request %d %v: %s", i, req.Pantry, msg)
		}
		if msg := singularTask(rec); msg != "" {
			t.Errorf("request %d %v: %s", i, req.Pantry, msg)
		}
	}
}

// singularTask finds a counted food the list names in the plural ("30 g cherry
// tomatoes, halved") readied in the singular ("halve the cherry tomato"), and a recipe
// whose knife work is all beside the cooking timed at no prep.
func singularTask(rec *Recipe) string {
	all := ""
	for _, s := range rec.Instructions {
		all += s.Text + " "
	}
	cuts := false
	for _, l := range rec.Ingredients {
		if l.Preparation == "" {
			continue
		}
		one := prepTask(l.Preparation, l.Name)
		cuts = cuts || strings.Contains(all, one) || strings.Contains(all, prepTask(l.Preparation, plural(l.Name)))
		if pl := plural(l.Name); pl == l.Name || !strings.Contains(l.Text, pl) ||
			!countedInCups[l.Name] && (l.Quantity <= 1 || l.Unit != "" && l.Unit != "piece") {
			continue
		}
		for _, end := range []string{";", "."} {
			if strings.Contains(all, one+end) {
				return "the list has " + l.Text + " but a step says " + one
			}
		}
	}
	if cuts && rec.Timing.PrepMinutes == 0 && rec.Timing.CookMinutes > 1 {
		return "knife work in the steps but prep 0"
	}
	return ""
}
