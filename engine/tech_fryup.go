package engine

import (
	"fmt"
	"math"
)

// A fried breakfast (a full English): bacon or sausages fried first, the mushrooms
// and halved tomatoes cooked in their fat, the baked beans warmed in a small pan, the
// eggs fried last and the toast made while they set, so everything reaches the plate
// hot at once. What bacon, eggs, beans, mushrooms and bread are for on a weekend.

func init() {
	ownNeeds["fry-up"] = [][]string{{"egg"}, {"bacon", "pork sausage", "ham"}}
	ownPantryNeeds["fry-up"] = []string{"baked beans", "mushroom", "tomato", "cherry tomato", "black pudding", "hash browns", "frozen french fries"}
	registerOwn(&form{name: "fry-up", title: "Fried Breakfast", minMinutes: 20, saltFactor: 0.3,
		method: "sear", equipment: []string{"large skillet", "small saucepan", "toaster", "tongs", "spatula"}, write: writeFryUp})
}

func writeFryUp(d *dish) {
	eggs := d.find("egg")
	meats := d.where(func(p *part) bool {
		return p.in.Name == "bacon" || p.in.Name == "pork sausage" || p.in.Name == "ham" || p.in.Name == "black pudding"
	})
	if eggs == nil || len(meats) == 0 {
		return
	}
	w, _ := eggs.in.UnitGrams("piece")
	eggs.grams = min(eggs.grams, 2*w*d.servings)
	if eggs.limit > 0 {
		eggs.grams = min(eggs.grams, eggs.limit)
	}
	eggs.prep = ""
	var sausages, rashers []*part
	for _, m := range meats {
		m.prep = ""
		if m.in.Name == "pork sausage" {
			d.size(m, 110) // two a person
			sausages = append(sausages, m)
		} else {
			d.size(m, 50) // two rashers a person
			if m.in.Name == "black pudding" {
				m.prep = "cut into 1.5 cm (5/8 in) slices" // two slices a person, fried beside the bacon
			}
			rashers = append(rashers, m)
		}
	}
	beans := d.find("baked beans")
	d.size(beans, 100)
	if beans != nil {
		beans.prep = ""
	}
	var pan []*part // what cooks in the meat's fat
	for _, n := range []string{"mushroom", "tomato", "cherry tomato"} {
		if p := d.find(n); p != nil {
			pan = append(pan, p)
			d.size(p, 60)
			p.prep = "halved"
			if n == "mushroom" {
				p.prep = "sliced"
			}
		}
	}
	// Oven chips bake on a tray while the pan does the rest.
	chips := d.find("frozen french fries")
	if chips != nil {
		d.size(chips, 150)
		chips.prep = ""
		d.equipment = append(d.equipment, "baking sheet")
		d.step(3, "Heat the oven to 220°C (425°F). Spread the %s on a baking sheet in one layer and bake, turning once, until golden and crisp, 20–25 minutes in all; the pan's work goes in their last minutes.", chips.name())
		// The chips' 25 minutes are the breakfast's: the step takes what the pan's work
		// leaves of them.
		at := len(d.steps) - 1
		defer func() {
			rest := 0
			for _, st := range d.steps[at+1:] {
				rest += st.Minutes
			}
			d.steps[at].Minutes = max(3, 25-rest)
		}()
	}
	toast := d.starch
	butter := d.find("butter")
	if toast != nil {
		d.bySlices(toast, 1)
	}
	if butter != nil && (toast == nil || butter == d.fat) {
		butter = nil
	} else if butter != nil {
		butter.grams, butter.prep = 6*toast.grams/toast.in.Units["slice"], "" // a thin scrape a slice
	}
	fat := d.fatName()
	// What is cut (the mushrooms, the tomatoes, the black pudding) is cut while the
	// sausages fry, and the bacon joins them for their last minutes: the sausages' quarter
	// of an hour is the breakfast's, not a course before it.
	var later []*part
	if len(sausages) > 0 {
		later = d.prepFirst(nil)
	} else {
		d.prepAny()
	}
	two := false // the bacon and the eggs each have a second pan beside the first
	// Past four people the sausages and rashers do not fit a pan, nor two: they bake on
	// sheets in the oven, and the pan is left for the mushrooms and the eggs.
	oven := d.servings > 4 && chips == nil
	if oven {
		sheets := batches(int(math.Ceil(d.servings)), 6)
		on := "a rimmed baking sheet"
		if sheets > 1 {
			on = fmt.Sprintf("%d rimmed baking sheets", sheets)
		}
		text := "Heat the oven to 200°C (400°F)."
		m := 15
		if len(sausages) > 0 {
			m = 25
			text += fmt.Sprintf(" Lay the %s on %s, roll them in a little of the %s and bake, turning once, until browned all over and cooked through (71°C / 160°F inside), about 25 minutes.", plurals(sausages), on, fat)
			on = "more sheets"
		}
		if len(rashers) > 0 {
			when := "until crisp at the edges, 12–15 minutes"
			if len(sausages) > 0 {
				when = "on the shelf below for the sausages' last 12–15 minutes, until crisp at the edges"
			}
			text += fmt.Sprintf(" Lay the %s in one layer on %s and bake %s.", plurals(rashers), on, when)
		}
		text += meanwhile(later, "") + " Then turn the oven down to low to keep everything warm."
		d.step(m, "%s", text)
		sausages, rashers = nil, nil
		later = nil
	}
	if len(sausages) > 0 {
		text := fmt.Sprintf("Fry the %s in a large skillet with a little of the %s over medium heat, turning now and then, until browned all over and cooked through (71°C / 160°F inside), 12–15 minutes.", plurals(sausages), fat)
		text += meanwhile(later, "")
		if len(rashers) > 0 {
			if d.servings <= 2 {
				// Two people's sausages leave room in the pan for their bacon.
				text += fmt.Sprintf(" For the last 6 minutes, push the %s to one side and fry the %s beside %s over medium-high heat until crisp at the edges, 2–3 minutes a side.", plurals(sausages), plurals(rashers), themIt(sausages))
			} else {
				two = true
				text += fmt.Sprintf(" For their last 6 minutes, fry the %s in a second large skillet over medium-high heat until crisp at the edges, 2–3 minutes a side.", plurals(rashers))
			}
		}
		text += keepWarm(chips)
		d.step(15, "%s", text)
	} else if len(rashers) > 0 {
		d.step(6, "Fry the %s in a large skillet with a little of the %s over medium-high heat until crisp at the edges, 2–3 minutes a side.%s", plurals(rashers), fat, keepWarm(chips))
	}
	if two {
		d.equipment = append(d.equipment, "second skillet")
	}
	// In a hurry the eggs fry in a second pan beside the mushrooms, not after them.
	eggsBeside := d.quick && len(pan) > 0
	if len(pan) > 0 {
		where := "In the fat left in the pan"
		if oven {
			where = fmt.Sprintf("Meanwhile, in a large skillet with a little of the %s over medium-high heat", fat)
		}
		if two {
			where = "In the fat left in the bacon pan"
		}
		how := "until soft and browned, 4–5 minutes"
		mush, halves := false, false
		for _, p := range pan {
			mush = mush || p.in.Name == "mushroom"
			halves = halves || p.in.Name != "mushroom"
		}
		if halves {
			how = "cut side down " + how
		}
		if mush {
			how += ", turning the mushrooms once"
		}
		d.step(5, "%s, cook the %s %s; add to the warm plate.", where, plurals(pan), how)
	}
	if beans != nil {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, warm the %s in a small saucepan over low heat, stirring now and then.", plural(beans.name()))
	}
	crack, eggMinutes := fryEggsText(eggs)
	crack += "; season them with salt and pepper"
	if toast != nil {
		crack += fmt.Sprintf("; meanwhile, toast the %s", toast.name())
		if butter != nil {
			crack += " and butter it"
		}
	}
	if eggsBeside {
		pan := "the other pan"
		if !two {
			pan = "a second pan"
			d.equipment = append(d.equipment, "second skillet")
		}
		last := &d.steps[len(d.steps)-1]
		last.Text += fmt.Sprintf(" At the same time, heat a little %s in %s over medium heat, %s.", fat, pan, crack)
		last.Minutes = max(last.Minutes, eggMinutes)
	} else {
		d.step(eggMinutes, "Add a little more %s to the pan over medium heat, %s.", fat, crack)
	}
	d.step(1, "Share everything between warm plates%s and serve at once.%s", ifAny(" with the ", optionalList(toast, chips), ""), d.toppingsExcept(append(append([]*part{eggs, beans, toast, butter, chips}, meats...), pan...)...))
}

// keepWarm is where the fried things wait: a low oven, or, where the chips are baking
// in a hot one, a plate under foil on its bottom shelf.
func keepWarm(chips *part) string {
	if chips != nil {
		return " Keep everything warm on a plate, loosely covered with foil, on the bottom of the oven under the " + chips.name() + "."
	}
	return " Keep everything warm on a plate in a low oven."
}
