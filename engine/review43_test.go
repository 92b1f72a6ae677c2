package engine

import (
	"strings"
	"testing"
)

// Miso goes into a noodle broth off the boil, after the noodles have cooked.
func TestInstantRamenMisoOffTheBoil(t *testing.T) {
	for _, servings := range []int{1, 2} {
		r, err := Generate(Request{Pantry: []string{"ramen noodles (instant)", "egg", "scallions", "frozen corn", "butter", "miso"},
			Cuisine: "japanese", Servings: servings, TimeAvailable: 15})
		if err != nil {
			t.Fatal(err)
		}
		all := ""
		for _, s := range r.Instructions {
			all += s.Text + "\n"
		}
		cooked, miso := strings.Index(all, "cook for 3 minutes"), strings.Index(all, "whisk the miso")
		if cooked < 0 || miso < 0 || miso < cooked || !strings.Contains(all, "off the heat") {
			t.Errorf("%s for %d: the miso is not whisked in off the heat after the noodles cook:\n%s", r.Title, servings, all)
		}
	}
}
