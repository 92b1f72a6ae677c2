package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every fresh fish of the table has a fillet row: a fish added without one would be
// pan-fried for a salmon's 8 minutes, as mackerel was.
func TestFilletCoversEveryFish(t *testing.T) {
	for _, in := range Table() {
		if in.Category != "seafood" || in.Has(FactShellfish) || cookedAlready(in) || in.Name == "smoked salmon" || in.Name == "fish balls" || in.Name == "fish cake" {
			continue
		}
		f, ok := filletOf(in)
		switch {
		case !ok:
			t.Errorf("%s has no fillet row", in.Name)
		case f.grill == "":
			t.Errorf("%s has no grill minutes", in.Name)
		case f.cm <= 1.2 && (f.pan > 5 || f.roast > 10):
			t.Errorf("%s is a thin fillet: got %d pan and %d roast minutes, want at most 5 and 10", in.Name, f.pan, f.roast)
		case f.cm >= 2.5 && f.pan < 7:
			t.Errorf("%s is a thick fillet: got %d pan minutes, want at least 7", in.Name, f.pan)
		}
	}
}

// A thin oily fillet fries mostly skin side down for a few minutes; a thick one longer.
// Cook review: mackerel pan-fried for 8 minutes.
func TestFishFilletPanMinutes(t *testing.T) {
	minutes := regexp.MustCompile(`(?:about |, )(\d+)(?:–(\d+))? minutes`)
	for _, c := range []struct {
		pantry   string
		fish     string
		max, min int // the longest single time a step may give the fish, and the least
	}{
		{"mackerel, potatoes, lemon", "mackerel", 5, 2},
		{"trout, green beans, butter", "trout", 5, 2},
		{"herring, new potatoes, dill", "herring", 5, 2},
		{"fresh sardines, tomatoes, bread", "fresh sardines", 5, 2},
		{"sea bass, spinach, potatoes", "sea bass", 5, 2},
		{"salmon, rice, broccoli", "salmon", 5, 4},
		{"cod, peas, potatoes", "cod", 8, 4},
	} {
		for _, servings := range []int{1, 2, 6} {
			rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: servings, Meal: "dinner"})
			if err != nil {
				t.Errorf("%s: %v", c.pantry, err)
				continue
			}
			for _, s := range rec.Instructions {
				i := strings.Index(s.Text, c.fish+" skin side down")
				if i < 0 {
					continue
				}
				rest := s.Text[i:]
				if j := strings.Index(rest, "flaking"); j > 0 {
					rest = rest[:j]
				}
				longest := 0
				for _, m := range minutes.FindAllStringSubmatch(rest, -1) {
					n, _ := strconv.Atoi(m[1])
					if m[2] != "" {
						n, _ = strconv.Atoi(m[2])
					}
					longest = max(longest, n)
				}
				if longest > c.max || longest < c.min {
					t.Errorf("%s for %d: the %s skin side down for up to %d minutes, want %d to %d: %q", c.pantry, servings, c.fish, longest, c.min, c.max, s.Text)
				}
			}
		}
	}
}

// Under the grill too a thin fillet is done in minutes: a miso-glazed trout or a salted
// mackerel for breakfast is not grilled a salmon's 7–9 minutes.
func TestFishFilletGrillMinutes(t *testing.T) {
	for _, c := range []struct{ pantry, fish, want string }{
		{"trout, miso, sugar, rice", "trout", "4–6 minutes"},
		{"mackerel, miso, rice, eggs", "mackerel", "4–6 minutes"},
		{"salmon, miso, honey, rice", "salmon", "7–9 minutes"},
		{"sea bass, miso, mirin, bok choy", "sea bass", "6–7 minutes"},
	} {
		for _, meal := range []string{"", "breakfast", "dinner"} {
			rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: "japanese", Servings: 2, Meal: meal})
			if err != nil {
				continue
			}
			for _, s := range rec.Instructions {
				if strings.Contains(s.Text, "grill") && strings.Contains(s.Text, "flake") && strings.Contains(strings.ToLower(rec.Title), c.fish) && !strings.Contains(s.Text, c.want) {
					t.Errorf("%s (%s): %s grills the %s, want %s: %q", c.pantry, meal, rec.Title, c.fish, c.want, s.Text)
				}
			}
		}
	}
}
