package engine

import (
	"fmt"
	"regexp"
	"strings"
)

// HealthFocuses are the accepted health_focus values.
var HealthFocuses = []string{"low-sodium", "low-fat", "low-carb", "low-sugar", "low-calorie", "high-protein", "high-fiber", "heart-healthy"}

// healthSwap replaces a food with a healthier one for some focuses.
type healthSwap struct {
	from    []string
	to      string
	ratio   float64
	prep    string
	focuses []string
	measure string // the figure the reason quotes
}

var healthSwaps = []healthSwap{
	{[]string{"sour cream", "mayonnaise", "cream cheese"}, "greek yogurt", 1, "", []string{"low-fat", "low-calorie", "high-protein", "heart-healthy"}, "fat"},
	{[]string{"heavy cream", "half-and-half"}, "skim milk", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}, "fat"},
	{[]string{"milk"}, "skim milk", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}, "fat"},
	{[]string{"butter", "unsalted butter", "ghee", "coconut oil"}, "olive oil", 0.75, "", []string{"heart-healthy", "low-fat", "low-calorie"}, "satfat"},
	{[]string{"ground beef", "ground pork", "ground lamb"}, "ground turkey", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}, "satfat"},
	{[]string{"chicken thigh", "chicken drumstick", "chicken wings"}, "chicken breast", 1, "", []string{"low-fat", "low-calorie", "high-protein", "heart-healthy"}, "fat"},
	{[]string{"bacon", "pancetta"}, "ham", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}, "fat"},
	{[]string{"pork sausage", "italian sausage", "chorizo"}, "chicken sausage", 1, "", []string{"low-fat", "low-calorie", "heart-healthy"}, "satfat"},
	{[]string{"white rice", "jasmine rice", "basmati rice"}, "brown rice", 1, "", []string{"high-fiber", "heart-healthy"}, "fiber"},
	{[]string{"white rice", "jasmine rice", "basmati rice", "arborio rice", "sushi rice", "cooked rice", "couscous"}, "cauliflower", 2.2, "riced", []string{"low-carb", "low-calorie"}, "carbs"},
	{[]string{"white rice", "jasmine rice", "basmati rice", "couscous"}, "quinoa", 1, "", []string{"high-protein"}, "protein"},
	{[]string{"spaghetti", "penne", "fusilli", "macaroni"}, "whole wheat pasta", 1, "", []string{"high-fiber", "heart-healthy"}, "fiber"},
	{[]string{"spaghetti", "penne", "fusilli", "macaroni", "egg noodles", "ramen noodles", "udon noodles"}, "zucchini", 3.5, "spiralized into noodles", []string{"low-carb", "low-calorie"}, "carbs"},
	{[]string{"bread", "baguette", "sourdough bread", "hamburger bun"}, "whole wheat bread", 1, "", []string{"high-fiber", "heart-healthy"}, "fiber"},
	{[]string{"flour tortilla", "hamburger bun", "pita"}, "romaine lettuce", 0.5, "leaves separated, as wraps", []string{"low-carb"}, "carbs"},
	{[]string{"potato"}, "sweet potato", 1, "", []string{"high-fiber"}, "fiber"},
	{[]string{"potato"}, "cauliflower", 1, "cut into florets", []string{"low-carb", "low-calorie"}, "carbs"},
	{[]string{"all-purpose flour"}, "whole wheat flour", 1, "", []string{"high-fiber"}, "fiber"},
	{[]string{"soy sauce", "tamari"}, "coconut aminos", 1, "", []string{"low-sodium", "heart-healthy"}, "sodium"},
	{[]string{"beef broth", "chicken broth"}, "water", 1, "", []string{"low-sodium"}, "sodium"},
	{[]string{"ketchup", "bbq sauce", "sweet chili sauce"}, "tomato paste", 0.5, "", []string{"low-sugar", "low-carb"}, "sugar"},
	{[]string{"flour tortilla"}, "corn tortilla", 1, "", []string{"high-fiber", "low-calorie", "low-sodium"}, "fiber"},
	{[]string{"cheddar", "monterey jack", "swiss cheese", "gouda", "provolone"}, "mozzarella", 0.75, "", []string{"low-fat", "low-sodium", "low-calorie", "heart-healthy"}, "fat"},
	{[]string{"frozen french fries", "potato chips", "tortilla chips"}, "potato", 1.2, "cut into wedges and baked", []string{"low-fat", "low-calorie", "heart-healthy", "low-sodium"}, "fat"},
}

// healthReductions cut a food's amount for a focus.
type healthReduction struct {
	match   func(*Ingredient) bool
	factor  float64
	focuses []string
	why     string
}

var healthReductions = []healthReduction{
	{func(in *Ingredient) bool { return in.Name == "salt" }, 0.4, []string{"low-sodium", "heart-healthy"}, "salt is most of the sodium; taste before adding more"},
	{func(in *Ingredient) bool { return in.Is(RoleSauce) && in.Per100g.Sodium > 1500 }, 0.5, []string{"low-sodium"}, "salty seasoning halved"},
	{func(in *Ingredient) bool { return in.Category == "sweeteners" }, 0.5, []string{"low-sugar", "low-calorie", "low-carb"}, "half the sugar still balances the dish"},
	{func(in *Ingredient) bool { return in.Category == "oils-vinegars" && in.Is(RoleFat) }, 0.5, []string{"low-fat", "low-calorie"}, "a nonstick pan needs half the oil"},
	{func(in *Ingredient) bool { return in.Category == "dairy" && in.Is(RoleCheese) }, 0.5, []string{"low-fat", "low-sodium", "low-calorie", "heart-healthy"}, "half the cheese, grated finely, still covers the dish"},
	{func(in *Ingredient) bool {
		return in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood"
	}, 1.3, []string{"high-protein"}, "a larger portion of the protein"},
	{func(in *Ingredient) bool { return in.Category == "legumes" }, 1.5, []string{"high-fiber", "high-protein"}, "more beans or lentils"},
	{func(in *Ingredient) bool {
		return in.Category == "produce" && in.Is(RoleVegetable) && !in.Is(RoleStarch) && !onionFamily[in.Name]
	}, 1.5, []string{"high-fiber", "low-calorie"}, "more vegetables"},
}

var fryPattern = regexp.MustCompile(`(?i)\b(deep[- ]fry|deep[- ]fried|pan[- ]fry|shallow[- ]fry|fry)\b[^.]*\.`)

// Healthify rewrites a dish for a health focus: swaps, reductions and method changes,
// with nutrition before and after computed from the grams.
func Healthify(d Dish, focus string) *Transformed {
	before := d.nutrition()
	d = d.clone()
	var changes []Change
	swapped := map[int]bool{}
	for i := range d.Items {
		in := d.Items[i].Ingredient
		if in == nil {
			continue
		}
		for _, sw := range healthSwaps {
			if !containsString(sw.focuses, focus) || !containsString(sw.from, in.Name) {
				continue
			}
			to := mustLookup(sw.to)
			if !keepsRules(d.ingredients(), in, to) {
				continue
			}
			c := d.replaceFood(i, to, sw.ratio, sw.prep)
			c.Reason = fmt.Sprintf("%s: per 100 g %s, against %s", focus, describePer100(to, sw.measure), strings.TrimPrefix(describePer100(in, sw.measure), in.Name+" has "))
			changes = append(changes, c)
			swapped[i] = true
			break
		}
	}
	for i := range d.Items {
		in := d.Items[i].Ingredient
		if in == nil || swapped[i] || d.Items[i].Grams == 0 {
			continue
		}
		for _, red := range healthReductions {
			if containsString(red.focuses, focus) && red.match(in) {
				c := d.scaleItem(i, red.factor)
				c.Reason = focus + ": " + red.why
				changes = append(changes, c)
				break
			}
		}
	}
	if focus == "low-fat" || focus == "low-calorie" || focus == "heart-healthy" {
		for i, s := range d.Steps {
			if fryPattern.MatchString(s.Text) {
				to := fryPattern.ReplaceAllString(s.Text, "bake on a lined baking sheet, lightly brushed with oil, at "+temp(220)+" until golden, turning once, about 20 minutes.")
				changes = append(changes, Change{From: s.Text, To: to, Reason: focus + ": baking instead of frying cuts the oil the food soaks up"})
				d.Steps[i].Text = to
			}
		}
	}
	after := d.nutrition()
	r := d.result(changes)
	r.NutritionBefore, r.NutritionAfter = &before, &after
	if len(changes) == 0 {
		r.Note = "Nothing in this recipe has a healthier stand-in for " + focus + "; it is already a sound choice."
	}
	return r
}
