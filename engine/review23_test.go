package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A quick curry of a raw vegetable main simmers it until tender: review 23's potato
// curry in 30 minutes simmered diced raw potato for 6.
func TestQuickVegetableCurrySimmersTheMainTender(t *testing.T) {
	simmer := regexp.MustCompile(`add the (potato|sweet potato|butternut squash)[^.]*simmer, partly covered, for (\d+) minutes`)
	for _, pantry := range []string{
		"2 large potatoes, 1 onion, mustard seeds, turmeric, curry leaves, green chilli, 4 chapatis",
		"potatoes, onion, garam masala, tinned tomatoes, garlic",
		"sweet potatoes, onion, curry powder, chopped tomatoes, spinach",
	} {
		for _, minutes := range []int{30, 35} {
			rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Cuisine: "indian", Servings: 2, TimeAvailable: minutes})
			if err != nil {
				continue
			}
			for _, s := range rec.Instructions {
				if m := simmer.FindStringSubmatch(s.Text); m != nil {
					if n, _ := strconv.Atoi(m[2]); n < 12 {
						t.Errorf("%s in %d min: %s simmered %d minutes: %q", pantry, minutes, m[1], n, s.Text)
					}
				}
			}
		}
	}
}
