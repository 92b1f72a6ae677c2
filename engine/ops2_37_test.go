package engine

import (
	"strings"
	"testing"
)

// ops2Steps is an operation's steps as one text.
func ops2Steps(out *Transformed) string {
	var b strings.Builder
	for _, s := range out.Steps {
		b.WriteString(s.Text + "\n")
	}
	return b.String()
}

// Eggs cracked into a sauce set in minutes: moved to a cooker, the sauce cooks and the
// eggs go in at the end, never for the cooker's hours.
func TestAdaptedEggsGoInAtTheEnd(t *testing.T) {
	d := handDish(t, `{"title":"Shakshuka","servings":4,"ingredients":["2 tbsp olive oil","1 onion, diced","2 red bell peppers, sliced","3 cloves garlic, minced","1 tsp cumin","2 (14 oz) cans diced tomatoes","6 large eggs","1 tsp salt"],
	"steps":["Heat the oil in a skillet and cook the onion and peppers until soft, 8 minutes. Add the garlic and cumin for 1 minute.","Add the tomatoes and salt and simmer until thick, 10 minutes.","Make 6 hollows in the sauce and crack an egg into each. Cover and cook over low heat until the whites are set, 5-7 minutes."]}`)
	for _, c := range []struct{ target, want string }{
		{"slow-cooker", "on HIGH for 20–30 minutes"},
		{"pressure-cooker", "sauté setting"},
		{"oven", "bake uncovered for 8–10 minutes"},
	} {
		out, err := AdaptMethod(d, c.target)
		if err != nil {
			t.Fatal(err)
		}
		text := ops2Steps(out)
		last := -1
		for i, s := range out.Steps {
			low := strings.ToLower(s.Text)
			if strings.Contains(low, "egg") && !strings.Contains(low, "crack") {
				t.Errorf("%s: a step cooks the eggs before the sauce is done: %s", c.target, s.Text)
			}
			if strings.Contains(low, "crack an egg") {
				last = i
			}
		}
		if last < 0 || !strings.Contains(out.Steps[last].Text, "6 hollows") || !strings.Contains(out.Steps[last].Text, c.want) {
			t.Errorf("%s: got steps\n%s\nwant the 6 eggs cracked into the sauce at the end (%q)", c.target, text, c.want)
		}
	}
}

// A cooker's steps name liquids as a cook does: "1 cup of heavy cream", never "the 1 cup
// heavy cream", and the listed water and the cooker's extra as one pour.
func TestAdaptedLiquidsReadAsACookWrites(t *testing.T) {
	d := handDish(t, `{"title":"Creamy Chicken Stew","servings":4,"ingredients":["1.5 lb boneless chicken thighs, cut into chunks","1 onion, chopped","2 carrots, sliced","2 tbsp vegetable oil","1/4 cup water","1 cup heavy cream","1 tsp salt"],
	"steps":["Brown the chicken in the oil, 6 minutes; add the onion and carrots for 5 minutes.","Add the water, cover and simmer 30 minutes until tender.","Stir in the cream and simmer 5 minutes."]}`)
	out, err := AdaptMethod(d, "slow-cooker")
	if err != nil {
		t.Fatal(err)
	}
	text := ops2Steps(out)
	for _, bad := range []string{"the 1 cup", "the 1/4 cup", "cup heavy cream", "cup water", "of water, 1/2 cup"} {
		if strings.Contains(text, bad) {
			t.Errorf("got %q in\n%s", bad, text)
		}
	}
	if !strings.Contains(text, "1 cup of heavy cream") {
		t.Errorf("got\n%s\nwant the cream's amount said as \"1 cup of heavy cream\"", text)
	}
	if strings.Count(text, "water") > 0 && !strings.Contains(text, "cup of water") {
		t.Errorf("got\n%s\nwant the water's amount stated", text)
	}
}
