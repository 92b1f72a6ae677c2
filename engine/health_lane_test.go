package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// Review 43's healthify, budgetify and tone rows, and the property behind them: an
// operation does what a dietitian or a cook asked, or says why it cannot.

var healthRecipes = map[string]string{
	"ramen": `{"title":"Miso Butter Corn Ramen","servings":1,"ingredients":["1 egg","85 g instant noodles (instant ramen noodles)","1/4 cup frozen corn","1 tbsp miso","1 tbsp butter","1 scallion, thinly sliced"],
		"instructions":["Bring 500 ml (2 cups) of water to a boil in a saucepan (from the kettle is quickest). Meanwhile, thinly slice the scallion.","Lower in the egg and boil for 3 minutes.",
		"Whisk the miso into the water until it dissolves (keep the seasoning sachet for another day), add the noodles and the frozen corn and cook for 3 minutes, loosening them with a fork.",
		"Lift out the egg (6 1/2 minutes in all: a soft, jammy yolk), cool under cold running water for 30 seconds, then peel and halve.",
		"Tip the noodles, vegetables and broth into a bowl. Sit the egg halves on top. Put a pat of the butter on the bowl to melt into the broth. Scatter over the scallion."]}`,
	"porridge": `{"title":"Porridge with Banana","servings":1,"ingredients":["1/2 cup rolled oats","1 pinch salt","1 1/2 cups milk","1 banana, sliced","1/2 tbsp honey","1 tbsp peanut butter"],
		"instructions":["Put the rolled oats in a saucepan with the milk and a pinch of salt. Bring to a simmer over medium heat and cook, stirring often, until thick and creamy, 4–5 minutes; add a splash more liquid if it gets too stiff. Meanwhile, slice the banana.",
		"Let it stand for a minute, then spoon into a bowl with the banana, honey and peanut butter."]}`,
	"mac": `{"title":"Baked Mac and Cheese","servings":8,"ingredients":["1 lb elbow macaroni","6 tbsp butter","1/3 cup all-purpose flour","4 cups whole milk","1 lb sharp cheddar, shredded","4 oz gruyere, shredded","1 tsp dry mustard","1/2 tsp paprika","1 cup panko breadcrumbs","2 tbsp melted butter","salt and pepper"],
		"instructions":["Heat oven to 375°F. Boil macaroni 2 minutes less than package directions; drain.","Melt 6 tbsp butter in a large pot, whisk in flour and cook 1 minute.",
		"Slowly whisk in milk and cook, stirring, until thickened, 5-7 minutes.","Off the heat stir in the cheeses, mustard and paprika until smooth. Season with salt and pepper.",
		"Fold in the pasta and pour into a buttered 9x13 dish.","Toss panko with melted butter, sprinkle over, and bake 25 minutes until bubbly and golden."]}`,
	"sausage pasta": `{"title":"Sausage Pasta","servings":8,"ingredients":["725 g italian sausage, sliced","500 g penne","1 tbsp olive oil","6 cloves garlic, minced (optional)","1 3/4 tsp red pepper flakes (optional)","1 pinch salt","3/4 tsp black pepper","4 tbsp marinara sauce","3/4 cup basil, chopped (optional)","120 g parmesan, grated","325 g mozzarella, torn"],
		"instructions":["Put a large covered pot of well-salted water on high heat for the penne.","Prep: slice the italian sausage; mince the garlic, if using. Keep the pieces about the same size so they cook evenly.",
		"Heat the olive oil in a large skillet over medium-high heat. Cook the italian sausage in 2 batches so the pan is not crowded, until browned and cooked through (71°C / 160°F inside), about 7 minutes a batch; move to a plate. With 6 minutes to go, put the penne in the boiling water and cook for 9 minutes, until just tender.",
		"Lower the heat to medium; add the garlic (if using) and cook, stirring, until softened and fragrant, about 1 minute. Stir in the red pepper flakes (if using) for 30 seconds.","Stir in the marinara sauce.",
		"When the penne is just tender, save 1 cup (240 ml) of the cooking water, then drain it. Meanwhile, chop the basil, if using; grate the parmesan; tear the mozzarella.",
		"Add the drained penne, the italian sausage and half the parmesan and a splash of the cooking water; toss over the heat for 1–2 minutes until the sauce clings. Then season with salt and pepper to taste.",
		"Serve in warm bowls. Top with the basil (if using), parmesan and mozzarella."]}`,
	"shepherds pie": `{"title":"Easy Shepherd's Pie","servings":6,"ingredients":["1 1/2 lb ground lamb","1 onion, diced","2 carrots, diced","1 cup frozen peas","2 tbsp tomato paste","1 tbsp Worcestershire sauce","1 cup beef broth","2 tbsp flour","2 1/2 lb russet potatoes, peeled and cubed","4 tbsp butter","1/2 cup milk","salt and pepper"],
		"instructions":["Boil the potatoes in salted water until tender, about 15 minutes. Drain and mash with butter and milk; season.","Meanwhile brown the lamb in a large skillet over medium-high heat, about 8 minutes. Spoon off excess fat.",
		"Add onion and carrots and cook 5 minutes. Stir in flour and tomato paste and cook 1 minute.","Add broth and Worcestershire, simmer 10 minutes until thickened, then stir in peas.",
		"Spread filling in a 9x13 dish, top with mashed potatoes and rough up the top with a fork.","Bake at 400F for 20-25 minutes until golden and bubbling. Rest 5 minutes before serving."]}`,
}

func healthDish(t *testing.T, name string) Dish {
	t.Helper()
	var r RecipeInput
	if err := json.Unmarshal([]byte(healthRecipes[name]), &r); err != nil {
		t.Fatal(err)
	}
	return DishFrom(r)
}

// laneText is the lowered text of a transformed recipe's lines and steps.
func healthLines(r *Transformed) (lines, steps []string) {
	for _, l := range r.Ingredients {
		lines = append(lines, lowered(l.Text))
	}
	for _, s := range r.Steps {
		steps = append(steps, lowered(s.Text))
	}
	return lines, steps
}

func healthMoved(r *Transformed, focus string) float64 {
	m := focusMeasure(focus)
	b, a := measureOf(r.NutritionBefore.PerServing, m), measureOf(r.NutritionAfter.PerServing, m)
	if b == 0 {
		return 0
	}
	return (a - b) / b
}

// A low-fat mac and cheese keeps its roux in less butter, not the same fat as oil, and
// no step uses a food twice or reads garbled.
func TestHealthLaneLowFatMacKeepsItsRoux(t *testing.T) {
	r := Healthify(healthDish(t, "mac"), "low-fat")
	if m := healthMoved(r, "low-fat"); m > -0.25 {
		t.Errorf("fat moved %.0f%%, want at least a quarter less", m*100)
	}
	lines, steps := healthLines(r)
	all := strings.Join(steps, "\n")
	for _, bad := range []string{"brushed with the", "olive oil"} {
		if strings.Contains(all, bad) {
			t.Errorf("steps say %q:\n%s", bad, all)
		}
	}
	if !strings.Contains(strings.Join(lines, "|"), "butter") {
		t.Errorf("the roux lost its butter: %v", lines)
	}
	if strings.Contains(all, "melt 6 tbsp butter") {
		t.Errorf("the roux step still melts the whole 6 tbsp: %s", all)
	}
}

// A buttered dish named by its size is greased, not "a brushed with the oil 9x13 dish".
func TestHealthLaneUnbutterSizedDish(t *testing.T) {
	for in, want := range map[string]string{
		"Pour into a buttered 9x13 dish.":         "Pour into a greased 9x13 dish.",
		"Spoon into a buttered 20 cm cake tin.":   "Spoon into a greased 20 cm cake tin.",
		"Pour into a buttered 8-inch square pan.": "Pour into a greased 8-inch square pan.",
	} {
		if got := unbutter(in, "olive oil", false); got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}

// A low-sodium miso ramen halves its miso and takes unsalted butter, keeps its name, and
// says what to do about the noodles' own salt.
func TestHealthLaneLowSodiumRamen(t *testing.T) {
	r := Healthify(healthDish(t, "ramen"), "low-sodium")
	if m := healthMoved(r, "low-sodium"); m > -0.15 {
		t.Errorf("sodium moved %.0f%%, want at least 15%% less: %s", m*100, transformedText(r))
	}
	lines, _ := healthLines(r)
	all := strings.Join(lines, "|")
	if !strings.Contains(all, "1/2 tbsp miso") || !strings.Contains(all, "unsalted butter") {
		t.Errorf("got lines %v, want half the miso and unsalted butter", lines)
	}
	if r.Name != "Miso Butter Corn Ramen" {
		t.Errorf("got name %q, want the dish's own", r.Name)
	}
}

// A high-protein porridge gets Greek yoghurt spooned over, measured in cups, and named
// in the serving step.
func TestHealthLaneHighProteinPorridge(t *testing.T) {
	r := Healthify(healthDish(t, "porridge"), "high-protein")
	if m := healthMoved(r, "high-protein"); m < 0.3 {
		t.Errorf("protein moved %.0f%%, want a third more: %s", m*100, transformedText(r))
	}
	lines, steps := healthLines(r)
	if !strings.Contains(strings.Join(lines, "|"), "cup greek yogurt") || !strings.Contains(steps[len(steps)-1], "greek yogurt") {
		t.Errorf("got %v / %v, want a cup measure of greek yogurt spooned on in the last step", lines, steps)
	}
}

// Every focus on every cookbook recipe and on generated ones either moves its figure by
// a sixth or more, or says why not with the figure a serving.
func TestHealthLaneEveryFocusMovesOrSaysWhy(t *testing.T) {
	var dishes []Dish
	for name := range cookbook {
		dishes = append(dishes, cookbookDish(t, name))
	}
	for name := range healthRecipes {
		dishes = append(dishes, healthDish(t, name))
	}
	for _, p := range [][]string{{"chicken thighs", "rice", "soy sauce", "peppers"}, {"rolled oats", "banana", "milk", "honey"},
		{"ramen noodles (instant)", "egg", "miso", "butter"}, {"penne", "italian sausage", "marinara sauce", "mozzarella"},
		{"beef chuck", "carrots", "potatoes", "onion"}, {"salmon", "asparagus", "lemon"}, {"chickpeas", "coconut milk", "spinach"}} {
		if rec, err := Generate(Request{Pantry: p, Servings: 4}); err == nil {
			dishes = append(dishes, roundTrip(t, rec))
		}
	}
	for _, d := range dishes {
		for _, focus := range HealthFocuses {
			r := Healthify(d, focus)
			if movedEnough(focus, r.NutritionBefore.Total, r.NutritionAfter.Total) {
				continue
			}
			if !strings.Contains(r.Note, " a serving") {
				t.Errorf("%s %s: moved %.0f%% with note %q; want a reason with the figure a serving", d.Name, focus, 100*healthMoved(r, focus), r.Note)
			}
		}
	}
}

// A professional tone is precise, not labelled: no "Cooking:" stuck on, the oven in
// both scales, a doneness cue where a stage had only a time, and the mise en place.
func TestHealthLaneProfessionalToneIsPrecise(t *testing.T) {
	r := RewriteTone(healthDish(t, "shepherds pie"), "professional")
	_, steps := healthLines(r)
	all := strings.Join(steps, "\n")
	for _, label := range []string{"cooking:", "method:", "baking:", "mixing:", "service:"} {
		if strings.Contains(all, label) {
			t.Errorf("a label %q stuck on:\n%s", label, all)
		}
	}
	for _, want := range []string{"200°c (400°f)", "no pink", "until the onion is translucent", "coats the back of a spoon"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in:\n%s", want, all)
		}
	}
	if !strings.Contains(r.Summary, "Mise en place:") || !strings.Contains(r.Summary, "potatoes peeled and cubed") {
		t.Errorf("summary %q: want the mise en place", r.Summary)
	}
	if got := bothScales("Roast at 220°C until golden."); got != "Roast at 220°C (430°F) until golden." && got != "Roast at 220°C (425°F) until golden." {
		t.Errorf("got %q", got)
	}
}

// A budget sausage pasta keeps its fresh basil for the raw garnish (never dried basil
// strewn over), trims the sausage, the dearest line, and a missed target says by how
// much and where the rest of the cost is.
func TestHealthLaneBudgetSausagePasta(t *testing.T) {
	r := Budgetify(healthDish(t, "sausage pasta"), 1.5)
	lines, steps := healthLines(r)
	if strings.Contains(strings.Join(lines, "|"), "dried basil") {
		t.Errorf("dried basil as a raw garnish: %v / %v", lines, steps)
	}
	trimmed := false
	for _, c := range r.Changes {
		trimmed = trimmed || strings.Contains(c.From, "italian sausage") && strings.Contains(c.To, "italian sausage")
	}
	if !trimmed {
		t.Errorf("the sausage, the dearest line, is not trimmed: %v", r.Changes)
	}
	if r.TargetMet == nil || *r.TargetMet {
		t.Fatalf("target met at %+v", r.CostAfter)
	}
	if !strings.Contains(r.Note, "above the $1.50 target") || !strings.Contains(r.Note, "italian sausage ($") {
		t.Errorf("note %q: want how far above and where the rest is", r.Note)
	}
	if !strings.Contains(r.Note, "Leaving out the optional") || !strings.Contains(r.Note, "basil saves") {
		t.Errorf("note %q: want the optional basil it could leave out", r.Note)
	}
}
