package engine

import (
	"strings"
	"testing"
)

// A recipe's skill level is the dish's own, from its catalogue skill and its techniques,
// not the skill the cook asked for; a beginner who is given more is told why. Cook
// review: every generated recipe said "intermediate".
func TestSkillLevelComesFromTheDish(t *testing.T) {
	for _, c := range []struct {
		pantry, skill, want string
	}{
		{"eggs, butter, bread", "advanced", "beginner"},
		{"chicken thighs, rice, coconut milk, green curry paste", "intermediate", "beginner"},
		{"apples, flour, butter, sugar", "advanced", "beginner"},
		{"mackerel, potatoes, lemon", "beginner", "intermediate"},
		{"salmon, rice, broccoli", "advanced", "intermediate"},
		{"arborio rice, mushrooms, parmesan, onion, chicken broth", "advanced", "intermediate"},
		{"cod, potatoes, flour, beer", "advanced", "intermediate"},
	} {
		rec, cat, err := generate(Request{Pantry: strings.Split(c.pantry, ", "), Skill: c.skill, Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		if rec.SkillLevel != c.want {
			t.Errorf("%s asked %s: %s is %s, want %s", c.pantry, c.skill, rec.Title, rec.SkillLevel, c.want)
		}
		if cat != nil && skillRank(rec.SkillLevel) < cat.skill {
			t.Errorf("%s: %s is %s, below its catalogue skill %s", c.pantry, rec.Title, rec.SkillLevel, SkillLevels[cat.skill])
		}
	}
}

// Over random pantries: a recipe never asks more than the cook asked without saying
// why, never less than its catalogue dish, and the levels differ from dish to dish.
func TestSkillLevelOverRandomPantries(t *testing.T) {
	n := 600
	if testing.Short() || raceEnabled {
		n = 150
	}
	seen := map[string]int{}
	for i, req := range randomRequests(31, 5, n) {
		rec, cat, err := generate(req)
		if err != nil {
			continue
		}
		seen[rec.SkillLevel]++
		asked := req.Skill
		if asked == "" {
			asked = "intermediate"
		}
		if skillRank(rec.SkillLevel) > skillRank(asked) && !strings.Contains(rec.Summary, "asks a little more") {
			t.Errorf("request %d %v asked %s: %s is %s and the summary does not say why: %q", i, req.Pantry, asked, rec.Title, rec.SkillLevel, rec.Summary)
		}
		if cat != nil && skillRank(rec.SkillLevel) < cat.skill {
			t.Errorf("request %d: %s is %s, below its catalogue skill %s", i, rec.Title, rec.SkillLevel, SkillLevels[cat.skill])
		}
	}
	if seen["beginner"] == 0 || seen["intermediate"] == 0 {
		t.Errorf("skill levels over %d recipes: %v, want beginner and intermediate dishes both", n, seen)
	}
}

// Custard powder's stand-ins thicken milk: a starch, never a raising agent near it in
// make-up (custard made of baking soda).
func TestCustardPowderStandsInWithAStarch(t *testing.T) {
	for _, rules := range []Rules{{}, {Restrictions: []string{"vegan"}}, {Restrictions: []string{"paleo"}}} {
		for _, s := range Substitutes(mustLookup("custard powder"), rules) {
			if in := mustLookup(s.Name); !in.Is(RoleStarch) {
				t.Errorf("%v: custard powder stands in as %s", rules, s.Name)
			}
		}
	}
}

// Two chickens for a crowd are two birds in every step: cook review, "pat it dry … put
// the lemons inside the bird" for two whole chickens.
func TestTwoBirdsAreWrittenAsTwo(t *testing.T) {
	for _, pantry := range []string{"whole chicken, lemon, potatoes", "whole chicken, garlic, carrots, onions", "whole chicken, thyme, butter"} {
		for _, n := range []int{2, 4, 6, 8, 10} {
			rec, err := Generate(Request{Pantry: strings.Split(pantry, ", "), Servings: n, TimeAvailable: 150})
			if err != nil || !strings.HasPrefix(rec.Title, "Roast Chicken") {
				continue
			}
			steps := recipeSteps(rec)
			two := strings.Contains(steps, "whole chickens")
			if two && (strings.Contains(steps, "pat it dry") || strings.Contains(steps, "the bird.") || strings.Contains(steps, "around the bird,")) {
				t.Errorf("%s for %d: two birds written as one:\n%s", pantry, n, steps)
			}
			if !two && n >= 6 {
				t.Errorf("%s for %d: want two birds:\n%s", pantry, n, steps)
			}
		}
	}
}
