package engine

import (
	"fmt"
	"strings"
)

// Edamame as a bar snack: the pods boiled in well-salted water until bright green and
// tender, drained and tossed hot with flaky salt; with garlic warmed in oil and chili
// flakes stirred in off the heat when the pantry has them, and sesame seeds on top.
// Five minutes at the stove: nothing to chop but the garlic.

func init() {
	ownNeeds["salted edamame"] = [][]string{{"frozen edamame", "edamame"}}
	registerOwn(&form{name: "salted edamame", title: "Salted Edamame", minMinutes: 6, simple: true, saltFactor: -1, method: "boil",
		equipment: []string{"large saucepan", "colander", "serving bowl"}, write: writeEdamame})
}

func writeEdamame(d *dish) {
	beans := d.protein
	if beans == nil {
		return
	}
	beans.prep = ""
	d.drop("black pepper")
	salt := d.find("salt")
	if salt == nil {
		salt = d.add("salt", RoleSpice, 0, "")
		if salt != nil {
			d.spices = append(d.spices, salt)
		}
	}
	if salt != nil {
		salt.grams = 1.5 * d.servings // a good pinch of flaky salt a bowl; the cooking water's salt is poured away
		salt.prep = ""
	}
	garlic := d.find("garlic")
	if garlic != nil {
		garlic.prep = "thinly sliced"
		d.size(garlic, 3)
	}
	chili := d.find("red pepper flakes", "red chili", "chili oil")
	if chili != nil && chili.in.Category == "produce" {
		chili.role, chili.prep = RoleAromatic, "thinly sliced"
		d.size(chili, 4)
	}
	seeds := d.find("sesame seeds")
	d.size(seeds, 2)
	oil := d.fat
	if garlic == nil && chili == nil {
		d.dropFat()
		oil = nil
	} else if oil != nil {
		d.size(oil, 4)
	}
	// The garlic is sliced while the water comes to the boil.
	later := d.prepLater()
	d.prepStep = len(d.steps)
	d.step(max(4, d.prepMinutes(later)), "Bring a large saucepan of water to the boil and salt it well (about 1 tbsp).%s", textIf(prepTasks(later), " Meanwhile, ", "."))
	frozen := ""
	if beans.in.Category == "frozen" {
		frozen = " straight from frozen"
	}
	d.step(5, "Add the %s%s and boil until bright green and tender, 4–5 minutes; drain well and shake dry in the colander.", beans.name(), frozen)
	toss := []string{}
	if oil != nil {
		warm := []*part{}
		if garlic != nil {
			warm = append(warm, garlic)
		}
		if chili != nil && chili.in.Category == "produce" {
			warm = append(warm, chili)
		}
		off := ""
		if chili != nil && chili.in.Category != "produce" {
			off = fmt.Sprintf("; off the heat, stir in the %s", chili.name())
		}
		if len(warm) > 0 {
			d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, warm the %s with the %s in a small pan over medium-low heat until it sizzles and just turns golden, 1–2 minutes%s.", oil.name(), plurals(warm), off)
		} else {
			d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, warm the %s in a small pan until it shimmers%s.", oil.name(), off)
		}
		toss = append(toss, oil.name())
	}
	if salt != nil {
		toss = append(toss, salt.name())
	}
	if seeds != nil {
		toss = append(toss, seeds.name())
	}
	text := "Tip the hot pods into a bowl"
	if l := d.pantry[beans.in]; l != nil && strings.Contains(lowered(l.Text), "shelled") {
		text = "Tip the hot beans into a bowl"
	}
	if len(toss) > 0 {
		text += " and toss with the " + listNames(toss)
	}
	if strings.Contains(text, "pods") {
		text += ". Serve warm, with an empty bowl for the pods: the beans are squeezed out with the teeth and the salty pods left."
	} else {
		text += ". Serve warm, with cocktail sticks."
	}
	d.step(1, "%s%s", text, strings.TrimRight(d.extrasInExcept(garlic, chili, seeds, oil, salt), " "))
}

// textIf is s between before and after, or nothing when s is empty.
func textIf(s, before, after string) string {
	if s == "" {
		return ""
	}
	return before + s + after
}
