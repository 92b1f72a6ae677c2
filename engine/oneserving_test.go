package engine

import (
	"regexp"
	"strings"
	"testing"
)

func TestOneVessel(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Spoon the yogurt into bowls and make a hollow in each with the back of the spoon.", "Spoon the yogurt into a bowl and make a hollow in each with the back of the spoon."},
		{"Divide the noodles among deep bowls, ladle over the hot broth and serve at once.", "Put the noodles into a deep bowl, ladle over the hot broth and serve at once."},
		{"Season. Divide the rice among the bowls and arrange the beef over it.", "Season. Put the rice into the bowl and arrange the beef over it."},
		{"Share everything between warm plates with the toast and serve at once.", "Put everything onto a warm plate with the toast and serve at once."},
		{"Ladle into bowls. Top each bowl with the scallions.", "Ladle into a bowl. Top the bowl with the scallions."},
		{"Pour into moulds or glasses and chill.", "Pour into a mould or glass and chill."},
		{"Serve in warm shallow bowls.", "Serve in a warm shallow bowl."},
		{"Divide the dough into 8 pieces.", "Divide the dough into 8 pieces."},
	} {
		if got := oneVessel(c.in); got != c.want {
			t.Errorf("oneVessel(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// manyVessels is a step serving into more than one bowl, plate or glass.
var manyVessels = regexp.MustCompile(`\b(into|onto|on|in|among|between) (the )?((warm|deep|shallow|wide|small|large|serving) )*(bowls|plates|glasses|mugs)\b|\b[Ee]ach (bowl|plate|glass)\b`)

// A one-serving recipe never serves "into bowls" or "among plates": one cook, one bowl.
func TestOneServingOneBowl(t *testing.T) {
	n := 500
	if testing.Short() || raceEnabled {
		n = 150
	}
	reqs := randomRequests(23, 7, n, oneServingRequests...)
	for i := range reqs {
		reqs[i].Servings = 1
	}
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for _, s := range rec.Instructions {
			if m := manyVessels.FindString(s.Text); m != "" {
				t.Errorf("request %d %v: one serving, step %d says %q: %s", i, req.Pantry, s.Step, m, s.Text)
			}
		}
	}
}

// oneServingRequests are the review's one-bowl breakfasts and the bowl-served dishes.
var oneServingRequests = []Request{
	{Pantry: strings.Split("porridge oats, milk, banana, honey, cinnamon, raisins", ", "), Meal: "breakfast", TimeAvailable: 10, Rules: Rules{Restrictions: []string{"vegetarian"}}},
	{Pantry: strings.Split("greek yogurt, granola, blueberries, honey, almonds", ", "), Meal: "breakfast", TimeAvailable: 10},
	{Pantry: strings.Split("udon, pork mince, pak choi, soy sauce, ginger, garlic, chilli", ", "), Cuisine: "japanese"},
	{Pantry: strings.Split("ramen noodles, chicken stock, eggs, spring onion, soy sauce", ", "), Cuisine: "japanese"},
	{Pantry: strings.Split("bacon, eggs, sausages, baked beans, bread, mushrooms", ", "), Cuisine: "british", Meal: "breakfast"},
	{Pantry: strings.Split("rice, chicken thighs, ginger, spring onion", ", "), Cuisine: "chinese", Meal: "breakfast"},
	{Pantry: strings.Split("frozen berries, banana, milk, maple syrup", ", "), Meal: "snack"},
	{Pantry: strings.Split("sausages, potatoes, onion, butter, milk, gravy granules", ", "), Cuisine: "british"},
}
