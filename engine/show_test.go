package engine

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var (
	showPantry   = flag.String("show", "", "comma-separated pantry: TestShowRecipe prints the recipe Generate makes of it")
	showCuisine  = flag.String("cuisine", "", "cuisine for -show")
	showServings = flag.Int("servings", 4, "servings for -show")
	showTime     = flag.Int("time", 0, "time available for -show")
	showVar      = flag.Int("variation", 0, "variation for -show")
	showRules    = flag.String("rules", "", "comma-separated restrictions and allergies for -show")
	showSkill    = flag.String("skill", "", "skill for -show")
	showMeal     = flag.String("meal", "", "meal_type for -show")
	showQuick    = flag.String("quickof", "", "for -show: also print the quick build of the ranked dish whose name holds this")
)

// TestShowRecipe prints a recipe as a cook reads it, for reviewing by hand:
// go test ./engine -run TestShowRecipe -show "chicken,rice,coconut milk".
func TestShowRecipe(t *testing.T) {
	if *showPantry == "" {
		t.Skip("no -show pantry given")
	}
	req := Request{Pantry: strings.Split(*showPantry, ","), Cuisine: *showCuisine, Servings: *showServings,
		TimeAvailable: *showTime, Variation: *showVar, Skill: *showSkill, Meal: *showMeal}
	addRules(&req, *showRules)
	usable, excluded := sortPantry(req)
	for _, l := range usable {
		fmt.Printf("pantry: %s -> %s (%.0f g)\n", l.Text, l.Ingredient.Name, l.Grams)
	}
	fmt.Println("excluded:", excluded)
	r := req
	if r.Skill == "" {
		r.Skill = "intermediate"
	}
	ranked := rankDishes(&r, usable, rand.New(rand.NewPCG(1, 1)))
	anchor := anchorOf(ranked)
	for i, rd := range ranked {
		if i < 6 {
			fmt.Printf("rank %d: %s %.1f%s\n", i, rd.c.name, rd.score, whyNot(&r, rd, anchor))
		}
	}
	for _, rd := range ranked {
		if *showQuick != "" && strings.Contains(rd.c.name, *showQuick) {
			if d := buildDish(&r, rand.New(rand.NewPCG(seed(r), uint64(r.Variation))), rd, true); d != nil {
				d.finish()
				fmt.Printf("quick build (acceptable %v):\n%s\n", d.acceptable(), recipeText(d.recipe(nil)))
			}
			break
		}
	}
	rec, err := Generate(req)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println(recipeText(rec))
	ps := rec.Nutrition.PerServing
	fmt.Printf("a serving: %.0f kcal, %.1f g protein, %.1f g fat, %.1f g carbs (%.1f g fibre, %.1f g sugar), %.0f mg sodium\n",
		ps.Kcal, ps.Protein, ps.Fat, ps.Carbs, ps.Fiber, ps.Sugar, ps.Sodium)
	fmt.Printf("suitable for %v; allergens %v\n", rec.Dietary.SuitableFor, rec.Dietary.Allergens)
	for _, e := range rec.ExcludedIngredients {
		fmt.Printf("left out: %s (%s)\n", e.Name, e.Reason)
	}
	for _, e := range rec.UnusedPantry {
		fmt.Printf("unused: %s (%s)\n", e.Name, e.Reason)
	}
}

// recipeText is a recipe laid out as a cookbook page.
func recipeText(rec *Recipe) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, serves %d, %s)\n%s\nprep %d + cook %d = %d min; %.0f kcal a serving; missing %v; equipment %v\n",
		rec.Title, rec.Cuisine, rec.Servings, rec.SkillLevel, rec.Summary, rec.Timing.PrepMinutes, rec.Timing.CookMinutes,
		rec.Timing.TotalMinutes, rec.Nutrition.PerServing.Kcal, rec.MissingIngredients, rec.Equipment)
	for _, l := range rec.Ingredients {
		mark := " "
		if l.FromPantry {
			mark = "*"
		}
		note := ""
		if l.Note != "" {
			note = " [" + l.Note + "]"
		}
		fmt.Fprintf(&b, "  %s %s (%.0f g)%s\n", mark, l.Text, l.Grams, note)
	}
	for _, s := range rec.Instructions {
		fmt.Fprintf(&b, "  %d. [%d] %s\n", s.Step, s.Minutes, s.Text)
	}
	return b.String()
}

// whyNot says why Generate would pass over a ranked dish, or nothing when it would cook it.
func whyNot(req *Request, r rankedDish, anchor [][]int) string {
	rng := rand.New(rand.NewPCG(1, 1))
	d := buildDish(req, rng, r, false)
	switch {
	case d == nil:
		return " (cannot be filled)"
	case !d.keepsAnchor(r.lines, anchor):
		return " (leaves out what the pantry is for)"
	}
	total := d.finish()
	if !d.usesEnough() {
		return " (uses too little of the pantry)"
	}
	if req.TimeAvailable > 0 && total > req.TimeAvailable {
		quick := ""
		if q := buildDish(req, rng, r, true); q != nil {
			qt := q.finish()
			if qt <= req.TimeAvailable && q.usesEnough() {
				return ""
			}
			quick = fmt.Sprintf(", %d the quick way", qt)
		}
		return fmt.Sprintf(" (takes %d minutes%s)", total, quick)
	}
	return ""
}
